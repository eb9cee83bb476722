import { ROUND_LABELS, type TournamentDisplayStatus, type TournamentListItem, type TournamentTier } from '@padel/contracts';
import { tierLabels } from '@padel/api';

export const NO_TOURNAMENTS = 'No tournaments available at this time.';
export const NO_LIVE_TOURNAMENTS = 'No live tournaments at the moment.';
export const NO_UPCOMING_TOURNAMENTS = 'No upcoming tournaments scheduled.';
export const NO_CHAMPIONS_YET = 'No champions crowned yet.';
export const NOT_DRAWN_YET = 'The draw has not been made yet. The bracket appears here once the organizer draws it.';
export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

export const tierLabel = (tier: TournamentTier) => tierLabels[tier];

/** Home's live cards: the first says Quarter Finals in progress, the others Round of 16 ongoing (SPEC §2). */
export const liveStageLine = (index: number) => (index === 0 ? 'Quarter Finals in progress' : 'Round of 16 ongoing');

/**
 * A live card's Now line: the round being played ("Semi Finals in progress", or "Final"); without a draw there is no
 * real round yet, and the spec's line stands.
 */
export function nowLine(tournament: Pick<TournamentListItem, 'currentRound'>, index: number): string {
  const round = tournament.currentRound;
  if (!round) return liveStageLine(index);
  return round === 'final' ? ROUND_LABELS.final : `${ROUND_LABELS[round]} in progress`;
}

/** The tournament's own page, `/tournaments/:id`. */
export const tournamentPath = (id: string): string => `/tournaments/${encodeURIComponent(id)}`;

export interface TournamentGroups {
  live: TournamentListItem[];
  upcoming: TournamentListItem[];
  completed: TournamentListItem[];
}

/** Live and upcoming soonest first; completed most recent first. */
export function groupByStatus(tournaments: readonly TournamentListItem[]): TournamentGroups {
  const byStart = (a: TournamentListItem, b: TournamentListItem) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name);
  const of = (status: TournamentDisplayStatus) => tournaments.filter((t) => t.status === status);
  return {
    live: of('Live').sort(byStart),
    upcoming: of('Upcoming').sort(byStart),
    completed: of('Completed').sort((a, b) => b.endDate.localeCompare(a.endDate) || a.name.localeCompare(b.name)),
  };
}

/** Home's Latest Champions: how many of the most recent completed tournaments with a champion it shows. */
export const LATEST_CHAMPIONS = 3;

/** The most recently completed tournaments whose final is finished (their champion known), most recent first. */
export function latestChampions(tournaments: readonly TournamentListItem[], limit = LATEST_CHAMPIONS): TournamentListItem[] {
  return groupByStatus(tournaments)
    .completed.filter((tournament) => Boolean(tournament.champion))
    .slice(0, limit);
}

/** The detail dialog's status text. */
export function statusText(status: TournamentDisplayStatus): string {
  switch (status) {
    case 'Live':
      return 'This tournament is in progress and matches are being played right now.';
    case 'Upcoming':
      return 'Registration is open. Enter with your confirmed team before the tournament starts.';
    case 'Completed':
      return 'This tournament has been completed.';
  }
}
