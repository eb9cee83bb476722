import { randomBytes } from 'node:crypto';
import type { Invitation, LegacyInvitation, SentInvitation, Team } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import {
  closeInvitation,
  emailKey,
  findInvitationById,
  findInvitationByToken,
  findPendingInvitationsFor,
  findPendingInvitationsSentBy,
  findPendingMatching,
  insertInvitation,
  pairKey,
  type InvitationRecord,
} from '../data-access/invitation-model';
import { claimAnswer, releaseAnswer, type InvitationAnswerRecord } from '../data-access/invitation-answer-model';
import { findConfirmedTeamWithEmail, findTeamOfPair, TeamModel } from '../data-access/team-model';
import type { Caller } from './caller';
import type { PlayerLookup } from './players-client';
import { toMemberProfile, withPlayerDetails } from './profiles';
import { formTeam, toTeam } from './teams-service';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/** 32 random bytes, url-safe: 256 bits an attacker would have to guess. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

export function toInvitation(record: InvitationRecord): Invitation {
  return {
    id: String(record._id),
    inviter: record.inviter,
    invitee: record.invitee ?? null,
    invitee_email: record.invitee_email ?? null,
    token: record.token,
    status: record.status,
    inviter_profile: toMemberProfile(record.inviter_profile),
    invitee_profile: toMemberProfile(record.invitee_profile),
  };
}

export function toLegacyInvitation(record: InvitationRecord): LegacyInvitation {
  return {
    id: String(record._id),
    inviterId: record.inviter,
    inviteeId: record.invitee ?? null,
    inviteeEmail: record.invitee_email ?? null,
    status: record.status,
  };
}

export interface InvitationTarget {
  inviteeId: string | null;
  inviteeEmail: string | null;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

const PENDING_EXISTS = 'A pending invitation between you and this player already exists';
const ALREADY_TEAMMATES = 'You are already on a team with this player';

/**
 * Sends an invitation by user id and/or email. Refuses inviting yourself, a second pending invitation
 * between the same two players (in either direction) and a player already on a confirmed team with you.
 */
export async function sendInvitation(caller: Caller, target: InvitationTarget, lookupPlayer: PlayerLookup): Promise<Invitation> {
  const { inviteeId } = target;
  const inviteeEmail = target.inviteeEmail?.toLowerCase() ?? null;
  const ownEmail = caller.profile.email;
  if (inviteeId === caller.id || (inviteeEmail !== null && inviteeEmail === ownEmail)) {
    throw new AppError(400, 'You cannot invite yourself');
  }

  const [inviteeProfile, inviterDetails] = await Promise.all([inviteeId ? lookupPlayer(inviteeId) : null, lookupPlayer(caller.id)]);
  const knownInviteeEmail = inviteeEmail ?? inviteeProfile?.email ?? null;

  if (inviteeId) {
    const team = await findTeamOfPair(caller.id, inviteeId);
    if (team?.status === 'confirmed') throw new AppError(409, ALREADY_TEAMMATES);
  }
  if (knownInviteeEmail && (await findConfirmedTeamWithEmail(caller.id, knownInviteeEmail))) {
    throw new AppError(409, ALREADY_TEAMMATES);
  }

  // Either direction: my pending invitation to them, or theirs to me (by id or by my email).
  const sameTwo: object[] = [];
  if (inviteeId) {
    sameTwo.push({ pending_key: pairKey(caller.id, inviteeId) });
    if (ownEmail) sameTwo.push({ inviter: inviteeId, invitee: null, invitee_email: ownEmail });
  }
  if (knownInviteeEmail) {
    sameTwo.push({ inviter: caller.id, invitee_email: knownInviteeEmail });
    sameTwo.push({ 'inviter_profile.email': knownInviteeEmail, invitee: caller.id });
    if (ownEmail) sameTwo.push({ 'inviter_profile.email': knownInviteeEmail, invitee: null, invitee_email: ownEmail });
  }
  if (await findPendingMatching(sameTwo)) throw new AppError(409, PENDING_EXISTS);

  try {
    const record = await insertInvitation({
      inviter: caller.id,
      invitee: inviteeId,
      invitee_email: inviteeEmail,
      token: newInvitationToken(),
      pending_key: inviteeId ? pairKey(caller.id, inviteeId) : emailKey(caller.id, inviteeEmail as string),
      inviter_profile: withPlayerDetails(caller.profile, inviterDetails),
      invitee_profile: inviteeProfile,
    });
    return toInvitation(record);
  } catch (error) {
    // A concurrent request created the same pending invitation first.
    if (isDuplicateKey(error)) throw new AppError(409, PENDING_EXISTS);
    throw error;
  }
}

export async function pendingInvitationsFor(caller: Caller): Promise<InvitationRecord[]> {
  return findPendingInvitationsFor(caller.id, caller.verifiedEmail);
}

/** What the caller sent and is still waiting on, with when it was sent, without the invitees' tokens. */
export async function pendingInvitationsSentBy(caller: Caller): Promise<SentInvitation[]> {
  return (await findPendingInvitationsSentBy(caller.id)).map((record) => {
    const { token: _token, ...sent } = toInvitation(record);
    return { ...sent, created_at: record.createdAt.toISOString() };
  });
}

/** Only the invitee may answer: by id when the invitation names one, else by the verified email it was sent to. */
function assertInvitee(invitation: InvitationRecord, caller: Caller, action: 'accept' | 'decline'): void {
  const isInvitee = invitation.invitee
    ? invitation.invitee === caller.id
    : invitation.invitee_email !== null && invitation.invitee_email === caller.verifiedEmail;
  if (!isInvitee) throw new AppError(403, `Only the invited player can ${action} this invitation`);
}

function assertPending(invitation: InvitationRecord): void {
  if (invitation.status !== 'pending') throw new AppError(409, `This invitation has already been ${invitation.status}`);
}

/**
 * Closes the invitation as an earlier claim decided (that request may have stopped before closing it). A cancel
 * was the inviter's, so it names no invitee. An accept closes only once its team exists, with the team's id;
 * while the accepting request is still forming the team, closing is left to it.
 */
async function closeAsClaimed(invitation: InvitationRecord, { answer, by }: InvitationAnswerRecord): Promise<void> {
  if (answer === 'cancelled') {
    await closeInvitation(invitation._id, answer);
    return;
  }
  if (answer === 'declined') {
    await closeInvitation(invitation._id, answer, { invitee: by });
    return;
  }
  const team = await TeamModel.findOne({ invitation_id: String(invitation._id) }, { _id: 1 }).lean<{ _id: unknown }>();
  if (team) await closeInvitation(invitation._id, answer, { invitee: by, team_id: String(team._id) });
}

export interface AcceptDeps {
  lookupPlayer: PlayerLookup;
  /** Wakes the outbox relay so the event leaves at once rather than at the next poll. */
  notifyOutbox: () => void;
}

export async function acceptInvitationByToken(caller: Caller, token: string, deps: AcceptDeps): Promise<Team> {
  const invitation = await findInvitationByToken(token);
  if (!invitation) throw new AppError(404, INVITATION_NOT_FOUND);
  return accept(invitation, caller, deps);
}

export async function acceptInvitationById(caller: Caller, id: string, deps: AcceptDeps): Promise<Team> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, INVITATION_NOT_FOUND);
  return accept(invitation, caller, deps);
}

/**
 * Claims the invitation (an insert keyed by its id), forms the team (its insert carries invitation-accepted
 * in its outbox), then marks the invitation accepted. The claim and the team's unique invitation id make a
 * double-click form one team; a crash after the claim is repaired when the invitee tries again.
 */
async function accept(invitation: InvitationRecord, caller: Caller, { lookupPlayer, notifyOutbox }: AcceptDeps): Promise<Team> {
  assertInvitee(invitation, caller, 'accept');
  assertPending(invitation);
  if (invitation.inviter === caller.id) throw new AppError(400, 'You cannot accept your own invitation');

  const invitationId = String(invitation._id);
  const claim = await claimAnswer(invitationId, 'accepted', caller.id);
  if (!claim.claimed) {
    const { answer, by } = claim.existing;
    const unfinished = answer === 'accepted' && by === caller.id && !(await TeamModel.exists({ invitation_id: invitationId }));
    if (!unfinished) {
      await closeAsClaimed(invitation, claim.existing);
      throw new AppError(409, `This invitation has already been ${answer}`);
    }
  }

  const inviteeDetails = invitation.invitee_profile ?? (await lookupPlayer(caller.id));
  const formed = await formTeam({ invitation, invitee: withPlayerDetails(caller.profile, inviteeDetails) });
  if (formed.outcome === 'already-formed-by-this-invitation') {
    await closeInvitation(invitation._id, 'accepted', { invitee: caller.id, team_id: String(formed.team._id) });
    throw new AppError(409, 'This invitation has already been accepted');
  }
  if (formed.outcome === 'pair-already-teamed') {
    await releaseAnswer(invitationId);
    throw new AppError(409, ALREADY_TEAMMATES);
  }
  notifyOutbox();
  await closeInvitation(invitation._id, 'accepted', { invitee: caller.id, team_id: String(formed.team._id) });
  return toTeam(formed.team);
}

export async function declineInvitationById(caller: Caller, id: string): Promise<void> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, INVITATION_NOT_FOUND);
  assertInvitee(invitation, caller, 'decline');
  assertPending(invitation);
  const claim = await claimAnswer(id, 'declined', caller.id);
  if (!claim.claimed) await refuseClaimed(invitation, claim.existing);
  await closeInvitation(invitation._id, 'declined', { invitee: caller.id });
}

/** 409 for an invitation another request claimed first, closing it as that claim decided. */
async function refuseClaimed(invitation: InvitationRecord, existing: InvitationAnswerRecord): Promise<never> {
  await closeAsClaimed(invitation, existing);
  throw new AppError(409, `This invitation has already been ${existing.answer}`);
}

/**
 * The inviter withdraws a pending invitation. It races accept and decline for the same answer claim; once
 * cancelled, the pending key is released, so the two players may invite each other again.
 */
export async function cancelInvitationById(caller: Caller, id: string): Promise<void> {
  const invitation = await findInvitationById(id);
  if (!invitation) throw new AppError(404, INVITATION_NOT_FOUND);
  if (invitation.inviter !== caller.id) throw new AppError(403, 'Only the player who sent this invitation can cancel it');
  assertPending(invitation);
  const claim = await claimAnswer(id, 'cancelled', caller.id);
  if (!claim.claimed) await refuseClaimed(invitation, claim.existing);
  await closeInvitation(invitation._id, 'cancelled');
}
