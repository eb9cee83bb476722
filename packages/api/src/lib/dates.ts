const DAY_MS = 24 * 60 * 60 * 1000;
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** A calendar date `YYYY-MM-DD` as midnight UTC, so it never shifts a day with the viewer's time zone. */
export function parseIsoDate(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

/** "January 5, 2026" (the original text when it is not a date). */
export function formatLongDate(date: string): string {
  const parsed = parseIsoDate(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { ...LONG_DATE, timeZone: 'UTC' });
}

/** "January 5, 2026" for one-day events, else "January 5, 2026 – January 7, 2026". */
export function formatDateRange(start: string, end?: string | null): string {
  if (!end || end === start) return formatLongDate(start);
  return `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

/** The day an ISO date-time falls on where the viewer is, "January 5, 2026" (the original text when it is not one). */
export function formatLocalDay(dateTime: string): string {
  const parsed = new Date(dateTime);
  if (Number.isNaN(parsed.getTime())) return dateTime;
  return parsed.toLocaleDateString('en-US', LONG_DATE);
}

/**
 * An invitation's detail line: its own text, then "Expires <day>" when the service said when it expires
 * (the browser never guesses the time limit).
 */
export function withExpiry(detail: string, expiresAt: string | undefined): string {
  return expiresAt ? `${detail} · Expires ${formatLocalDay(expiresAt)}` : detail;
}

/** Whether a calendar date lies within the `days` days before `now` (not in the future). */
export function isWithinLastDays(date: string, days: number, now: Date): boolean {
  const parsed = parseIsoDate(date).getTime();
  if (Number.isNaN(parsed)) return false;
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = todayUtc - parsed;
  return age >= 0 && age <= days * DAY_MS;
}
