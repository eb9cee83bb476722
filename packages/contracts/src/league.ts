/** The league plays in the Gulf: its calendar is Dubai's (dates shown, "today", entry windows). */
export const LEAGUE_TIME_ZONE = 'Asia/Dubai';

/** Offset of the league's calendar (Asia/Dubai, no daylight saving time). */
export const LEAGUE_UTC_OFFSET = '+04:00';

/** Made on first use: a formatter with a time zone costs the browsers' start-up tens of milliseconds on a phone. */
let leagueDayFormat: Intl.DateTimeFormat | undefined;

/** The league-calendar day an instant falls on, as the spec writes dates: "January 5, 2026". */
export function formatLeagueDay(instant: Date | string): string {
  leagueDayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: LEAGUE_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
  return leagueDayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}
