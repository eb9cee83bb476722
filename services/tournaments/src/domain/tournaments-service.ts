import type { EventOf, TournamentListItem } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { upsertConfirmedTeam } from '../data-access/confirmed-team-model';
import type { TournamentRecord } from '../data-access/tournament-model';
import { findPublicTournaments } from '../data-access/tournament-repository';
import { displayStatus, leagueToday } from './display-status';

export function toListItem(tournament: TournamentRecord, today: string): TournamentListItem {
  const endDate = tournament.end_date ?? tournament.start_date;
  return {
    id: String(tournament._id),
    name: tournament.title,
    location: `${tournament.city}, ${tournament.country}`,
    startDate: tournament.start_date,
    endDate,
    status: displayStatus(tournament.start_date, endDate, today),
    tier: tournament.tier ?? tournament.category,
  };
}

export async function listTournaments(now: Date = new Date()): Promise<TournamentListItem[]> {
  const today = leagueToday(now);
  return (await findPublicTournaments()).map((tournament) => toListItem(tournament, today));
}

/** invitation-accepted: keep the confirmed team locally so entries can check membership without calling teams. */
export async function rememberConfirmedTeam(event: EventOf<'invitation-accepted'>, logger: Logger): Promise<void> {
  const { teamId, inviterId, inviteeId, inviterName, inviteeName, acceptedAt } = event.data;
  await upsertConfirmedTeam({
    _id: teamId,
    player1: inviterId,
    player2: inviteeId,
    player1_name: inviterName ?? null,
    player2_name: inviteeName ?? null,
    confirmed_at: new Date(acceptedAt),
  });
  logger.info({ teamId }, 'confirmed team stored');
}
