import { LEAGUE_TIME_ZONE, type Round, type TournamentDisplayStatus } from '@padel/contracts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LEAGUE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of `now` in Asia/Dubai. */
export function leagueToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** YYYY-MM-DD `days` after (or before) `today`. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Upcoming before the first day, Live from the first to the last day (inclusive), Completed after. */
export function displayStatus(startDate: string, endDate: string | null, today: string): TournamentDisplayStatus {
  const lastDay = endDate ?? startDate;
  if (today < startDate) return 'Upcoming';
  if (today > lastDay) return 'Completed';
  return 'Live';
}

/** Where a drawn tournament stands (see TournamentProgress); absent without a draw. */
export interface DrawProgress {
  drawn: boolean;
  started: boolean;
  completed: boolean;
  current_round: Round | null;
  champion?: string | null;
}

/**
 * The status from real state: Completed once the final is finished, Live from the first started match (or from the
 * start date once drawn); without a draw, from the dates. Before its first day a tournament is Upcoming whatever its
 * matches say: scoring opens on that day (decision 203), so matches scored earlier (before that rule) make no
 * champion for Latest Champions until it comes.
 */
export function tournamentStatus(
  tournament: { start_date: string; end_date: string | null; progress?: DrawProgress | null },
  today: string,
): { status: TournamentDisplayStatus; currentRound: Round | null } {
  if (today < tournament.start_date) return { status: 'Upcoming', currentRound: null };
  const progress = tournament.progress?.drawn ? tournament.progress : null;
  if (progress?.completed) return { status: 'Completed', currentRound: null };
  if (progress && (progress.started || today >= tournament.start_date)) return { status: 'Live', currentRound: progress.current_round };
  return { status: displayStatus(tournament.start_date, tournament.end_date, today), currentRound: null };
}
