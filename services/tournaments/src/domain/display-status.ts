import { LEAGUE_TIME_ZONE, type TournamentDisplayStatus } from '@padel/contracts';

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
