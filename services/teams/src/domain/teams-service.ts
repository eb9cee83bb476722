import type { PageQuery, Team } from '@padel/contracts';
import { createEvent, sliceOf } from '@padel/service-kit';
import { findEnteredTournamentsOf, type EnteredTournamentRecord } from '../data-access/entered-tournament-repository';
import type { InvitationRecord } from '../data-access/invitation-repository';
import {
  findConfirmedTeamsOf,
  insertTeam,
  memberKey,
  newTeamId,
  type MemberSnapshot,
  type TeamInsert,
  type TeamRecord,
} from '../data-access/team-repository';
import { toMemberProfile } from './profiles';

export function toTeam(record: TeamRecord, entered: EnteredTournamentRecord[] = []): Team {
  return {
    id: String(record._id),
    player1: record.player1,
    player2: record.player2,
    status: record.status,
    player1_profile: toMemberProfile(record.player1_profile),
    player2_profile: toMemberProfile(record.player2_profile),
    tournaments_entered: entered.map((tournament) => ({
      entry_id: tournament._id,
      tournament_id: tournament.tournament_id,
      tournament_title: tournament.tournament_title ?? null,
      confirmed_at: new Date(tournament.confirmed_at).toISOString(),
      ...(tournament.tournament_status ? { tournament_status: tournament.tournament_status } : {}),
    })),
  };
}

/**
 * The player's confirmed teams, oldest first, with the tournaments each has entered: the page `query` asks for with
 * how many there are, or without a query the older forms' first 100.
 */
export async function confirmedTeamViewsOf(playerId: string, query?: PageQuery): Promise<{ items: Team[]; total: number }> {
  const { items: teams, total } = await findConfirmedTeamsOf(playerId, sliceOf(query));
  const entered = await findEnteredTournamentsOf(teams.map((team) => String(team._id)));
  const items = teams.map((team) =>
    toTeam(
      team,
      entered.filter((tournament) => tournament.team_id === String(team._id)),
    ),
  );
  return { items, total };
}

export type FormTeamResult = TeamInsert;

/**
 * Inserts the confirmed team of an accepted invitation with `invitation-accepted` in its outbox: one
 * single-document write, so the team and its event exist together or not at all.
 */
export async function formTeam({
  invitation,
  invitee,
}: {
  invitation: InvitationRecord;
  invitee: MemberSnapshot;
}): Promise<FormTeamResult> {
  const inviter = invitation.inviter_profile;
  const invitationId = String(invitation._id);
  const teamId = newTeamId();
  const event = createEvent(
    'invitation-accepted',
    {
      invitationId,
      teamId: String(teamId),
      inviterId: invitation.inviter,
      inviteeId: invitee.id,
      inviterName: inviter?.full_name ?? null,
      inviteeName: invitee.full_name,
      inviterEmail: inviter?.email ?? null,
      inviteeEmail: invitee.email ?? null,
      acceptedAt: new Date().toISOString(),
    },
    'teams',
  );
  return insertTeam(
    teamId,
    {
      player1: invitation.inviter,
      player2: invitee.id,
      member_key: memberKey(invitation.inviter, invitee.id),
      invitation_id: invitationId,
      status: 'confirmed',
      player1_profile: inviter,
      player2_profile: invitee,
    },
    event,
  );
}
