const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `YYYY-MM-DD` as midnight UTC (so it never shifts a day with the time zone). */
export function parseIsoDate(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

/** "January 5, 2026". */
export function formatLongDate(date: string): string {
  const parsed = parseIsoDate(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "January 5, 2026 – January 7, 2026", or one date when the range is a single day. */
export function formatDateRange(start: string, end: string): string {
  return start === end ? formatLongDate(start) : `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

/** Whether a calendar date lies within the 7 days before `now` (not in the future). */
export function isWithinLastDays(date: string, days: number, now: Date): boolean {
  const parsed = parseIsoDate(date).getTime();
  if (Number.isNaN(parsed)) return false;
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = todayUtc - parsed;
  return age >= 0 && age <= days * DAY_MS;
}
