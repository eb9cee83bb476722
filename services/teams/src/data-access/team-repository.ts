import type { EventEnvelope } from '@padel/contracts';
import { findPage, isDuplicateKeyError, withEvents, type Slice } from '@padel/service-kit';
import { isValidObjectId, Types } from 'mongoose';
import { memberKey, TeamModel, type TeamRecord } from './team-model';

export { memberKey, type MemberSnapshot, type TeamRecord } from './team-model';

/**
 * A slice of the confirmed teams the player belongs to, oldest first, with how many there are when counted: each side
 * of the `$or` is served with its order by `{ player1|player2: 1, status: 1, createdAt: 1 }` (decision 194).
 */
export async function findConfirmedTeamsOf(playerId: string, slice: Slice): Promise<{ items: TeamRecord[]; total: number }> {
  return findPage<TeamRecord>(
    TeamModel,
    { status: 'confirmed', $or: [{ player1: playerId }, { player2: playerId }] },
    { createdAt: 1, _id: 1 },
    slice,
  );
}

/** The team two players share, if any (whatever the order of the ids). */
export async function findTeamOfPair(a: string, b: string): Promise<TeamRecord | null> {
  return TeamModel.findOne({ member_key: memberKey(a, b) }).lean<TeamRecord>();
}

/** Confirmed teams of `playerId` whose other member has `email` on the team's snapshot. */
export async function findConfirmedTeamWithEmail(playerId: string, email: string): Promise<TeamRecord | null> {
  return TeamModel.findOne({
    status: 'confirmed',
    $or: [
      { player1: playerId, 'player2_profile.email': email },
      { player2: playerId, 'player1_profile.email': email },
    ],
  }).lean<TeamRecord>();
}

export async function teamExists(teamId: string): Promise<boolean> {
  return isValidObjectId(teamId) && (await TeamModel.exists({ _id: teamId })) !== null;
}

/** The id of the team an invitation formed, if it has been formed. */
export async function findTeamIdOfInvitation(invitationId: string): Promise<string | null> {
  const team = await TeamModel.findOne({ invitation_id: invitationId }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
  return team ? String(team._id) : null;
}

export type NewTeam = Omit<TeamRecord, '_id' | 'outbox' | 'createdAt'>;

export type TeamInsert =
  | { outcome: 'formed'; team: TeamRecord }
  | { outcome: 'already-formed-by-this-invitation'; team: TeamRecord }
  | { outcome: 'pair-already-teamed' };

/** A fresh team id, so that the event announcing a team can name it before it is inserted. */
export const newTeamId = (): Types.ObjectId => new Types.ObjectId();

/**
 * Inserts the team with `event` in its outbox, one single-document write. The unique invitation id and member key
 * refuse a second team of the same invitation (returned as it is) or of the same pair.
 */
export async function insertTeam(_id: Types.ObjectId, team: NewTeam, event: EventEnvelope): Promise<TeamInsert> {
  try {
    const created = await TeamModel.create(withEvents({ _id, ...team }, event));
    return { outcome: 'formed', team: created.toObject<TeamRecord>() };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const byInvitation = await TeamModel.findOne({ invitation_id: team.invitation_id }).lean<TeamRecord>();
    if (byInvitation) return { outcome: 'already-formed-by-this-invitation', team: byInvitation };
    return { outcome: 'pair-already-teamed' };
  }
}
