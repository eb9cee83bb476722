import { LEAGUE_TIME_ZONE } from '@padel/contracts';

/** Today in the league's calendar (YYYY-MM-DD). */
function leagueToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LEAGUE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Scoring opens on the tournament's first day in the league's calendar (decision 203): before it, the day it opens
 * (`startDate`, YYYY-MM-DD), for the screens to say instead of offering buttons the service refuses; null once open.
 */
export function scoringOpensOn(startDate: string, now: Date = new Date()): string | null {
  return leagueToday(now) < startDate ? startDate : null;
}
