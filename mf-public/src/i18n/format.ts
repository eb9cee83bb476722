import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageValues } from '@padel/ui-kit';
import type english from './en.json';

/** An id of this front end's English catalog. */
export type MessageId = Extract<keyof typeof english, string>;

/** A message of this catalog in the reader's language, outside React (libraries take the `intl` of the caller). */
export const text = (intl: IntlShape, id: MessageId, values?: MessageValues): string => intl.formatMessage({ id }, values);

/** A catalog's text for a value of the data when the catalog has one (`country.Qatar`), else the value as entered. */
function lookup(intl: IntlShape, prefix: string, value: string): string {
  const id = `${prefix}.${value}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : value;
}

/** 1234 → "1,234" (Western digits in Arabic too). */
export const formatCount = (intl: IntlShape, value: number): string => intl.formatNumber(value);

/** A fraction as a percentage with one decimal: 0.5625 → "56.3%". */
export const formatPercent = (intl: IntlShape, fraction: number): string =>
  intl.formatNumber(fraction, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as the spec writes it ("January 5, 2026"; «5 يناير 2026»): a date-only value ("2026-01-05") is that calendar
 * day; an instant is the league's calendar day it falls on (the provider's time zone). The text itself when it is
 * not a date.
 */
export function formatDay(intl: IntlShape, value: string | Date): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return intl.formatDate(date, { dateStyle: 'long', ...(dateOnly ? { timeZone: 'UTC' } : {}) });
}

/** "January 5, 2026" for a one-day event, else "January 5, 2026 – January 7, 2026". */
export function formatDayRange(intl: IntlShape, start: string, end?: string | null): string {
  if (!end || end === start) return formatDay(intl, start);
  return text(intl, 'date.range', { start: formatDay(intl, start), end: formatDay(intl, end) });
}

/** A country as entered (the seeded Gulf list holds English names), in the reader's language when it is one we know. */
export const countryName = (intl: IntlShape, country: string): string => lookup(intl, 'country', country);

/** "Dubai, United Arab Emirates": the city as entered, the country in the reader's language when it is one we know. */
export function locationName(intl: IntlShape, location: string): string {
  const comma = location.lastIndexOf(', ');
  if (comma < 0) return location;
  return text(intl, 'location.cityCountry', { city: location.slice(0, comma), country: countryName(intl, location.slice(comma + 2)) });
}

/** A news category as entered, in the reader's language when it is one of the league's. */
export const newsCategoryName = (intl: IntlShape, category: string): string => lookup(intl, 'news.category', category);

/** The formatters bound to the reader's language. */
export function useFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      intl,
      count: (value: number) => formatCount(intl, value),
      percent: (fraction: number) => formatPercent(intl, fraction),
      day: (value: string | Date) => formatDay(intl, value),
      dayRange: (start: string, end?: string | null) => formatDayRange(intl, start, end),
      location: (location: string) => locationName(intl, location),
      country: (country: string) => countryName(intl, country),
      newsCategory: (category: string) => newsCategoryName(intl, category),
    }),
    [intl],
  );
}
