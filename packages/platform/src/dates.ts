import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LEAGUE_TIME_ZONE } from '@padel/contracts';
import type { SharedMessageId } from '@padel/ui-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** A match's start: day, month and 24-hour time in the league's time zone ("Apr 10, 14:30"). */
export const MATCH_START_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: LEAGUE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** A calendar date `YYYY-MM-DD` as midnight UTC, so it never shifts a day with the viewer's time zone. */
export function parseIsoDate(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

/** "January 5, 2026" (the original text when it is not a date). English: screens use `useDates().longDate`. */
export function formatLongDate(date: string): string {
  const parsed = parseIsoDate(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { ...LONG_DATE, timeZone: 'UTC' });
}

/** "January 5, 2026" for one-day events, else "January 5, 2026 – January 7, 2026". English: see `useDates()`. */
export function formatDateRange(start: string, end?: string | null): string {
  if (!end || end === start) return formatLongDate(start);
  return `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day in the league's calendar, "January 5, 2026" / «5 يناير 2026»: a date-only value ("2026-01-05") is that
 * calendar day; an instant is the day it falls on in the league's time zone. The text itself when it is not a date.
 */
export function leagueDayOf(intl: IntlShape, value: string | Date): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return intl.formatDate(date, { ...LONG_DATE, timeZone: dateOnly ? 'UTC' : LEAGUE_TIME_ZONE });
}

/** The viewer's own time zone (the league's is the provider's default). */
const viewerTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Dates in the reader's language with Intl (English as the spec writes them, "January 5, 2026"; Arabic
 * «5 يناير 2026», Western digits): `longDate` a calendar date, `dateRange` two of them, `localDay` the day an instant
 * falls on where the viewer is, `leagueDay` the day in the league's calendar (`leagueDayOf`, instead of contracts'
 * formatLeagueDay), `matchStart` a match's start in the league's time zone ("Apr 10, 14:30"), `withExpiry` an
 * invitation's detail line ("… · Expires January 5, 2026"; `detail` already translated).
 */
export function datesOf(intl: IntlShape) {
  const message = (id: SharedMessageId, values: Record<string, string>) => intl.formatMessage({ id }, values);
  const longDate = (date: string): string => {
    const parsed = parseIsoDate(date);
    if (Number.isNaN(parsed.getTime())) return date;
    return intl.formatDate(parsed, { ...LONG_DATE, timeZone: 'UTC' });
  };
  const localDay = (dateTime: string): string => {
    const parsed = new Date(dateTime);
    if (Number.isNaN(parsed.getTime())) return dateTime;
    return intl.formatDate(parsed, { ...LONG_DATE, timeZone: viewerTimeZone() });
  };
  return {
    longDate,
    dateRange: (start: string, end?: string | null): string =>
      !end || end === start ? longDate(start) : message('dates.range', { start: longDate(start), end: longDate(end) }),
    localDay,
    leagueDay: (value: string | Date) => leagueDayOf(intl, value),
    matchStart: (startsAt: string): string => intl.formatDate(new Date(startsAt), MATCH_START_FORMAT),
    withExpiry: (detail: string, expiresAt: string | undefined): string =>
      expiresAt ? message('dates.withExpiry', { detail, day: localDay(expiresAt) }) : detail,
  };
}

export type Dates = ReturnType<typeof datesOf>;

/** `datesOf` for the reader's language (see there). */
export function useDates(): Dates {
  const intl = useIntl();
  return useMemo(() => datesOf(intl), [intl]);
}

/** Whether a calendar date lies within the `days` days before `now` (not in the future). */
export function isWithinLastDays(date: string, days: number, now: Date): boolean {
  const parsed = parseIsoDate(date).getTime();
  if (Number.isNaN(parsed)) return false;
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = todayUtc - parsed;
  return age >= 0 && age <= days * DAY_MS;
}
