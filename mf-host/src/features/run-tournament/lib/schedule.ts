import { LEAGUE_TIME_ZONE, type Match, type MatchSlot } from '@padel/contracts';

/** The league's clock is Dubai's, UTC+4 all year (no daylight saving): start times are entered in it. */
const LEAGUE_OFFSET = '+04:00';

/** `YYYY-MM-DDTHH:mm` (a datetime-local field's value) in the league's time zone, from an instant. */
export function leagueLocalTime(instant: string | null): string {
  if (!instant) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LEAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The instant of a datetime-local value read in the league's time zone, or null when empty or invalid. */
export function instantOfLeagueTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${LEAGUE_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** One row of the round's grid as the organizer edits it. */
export interface SlotDraft {
  court: string;
  time: string;
}

export const draftOf = (match: Match): SlotDraft => ({ court: match.court ?? '', time: leagueLocalTime(match.starts_at) });

/**
 * Fills a round's grid: courts 1…`courts` side by side, then the next time slot `minutes` later, top of the bracket
 * first (match 1 on court 1 at the first time, match 2 on court 2, …).
 */
export function fillGrid(matches: readonly Match[], courts: number, firstStart: string, minutes: number): Record<string, SlotDraft> {
  const first = instantOfLeagueTime(firstStart);
  const grid: Record<string, SlotDraft> = {};
  matches.forEach((match, index) => {
    const slot = Math.floor(index / courts);
    const start = first ? new Date(new Date(first).getTime() + slot * minutes * 60_000).toISOString() : null;
    grid[match.id] = { court: String((index % courts) + 1), time: leagueLocalTime(start) };
  });
  return grid;
}

/** The request's slots: an empty court or time clears it. */
export function slotsOf(matches: readonly Match[], grid: Record<string, SlotDraft>): MatchSlot[] {
  return matches.map((match) => {
    const draft = grid[match.id] ?? draftOf(match);
    return { match_id: match.id, court: draft.court.trim() || null, starts_at: instantOfLeagueTime(draft.time) };
  });
}
