/** The league plays in the Gulf: its calendar is Dubai's (dates shown, "today", entry windows). */
export const LEAGUE_TIME_ZONE = 'Asia/Dubai';

/** Offset of the league's calendar (Asia/Dubai, no daylight saving time). */
export const LEAGUE_UTC_OFFSET = '+04:00';
