import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseIsoDate } from '@padel/api';

/** A calendar day `YYYY-MM-DD` in the reader's language, "January 5, 2026" (the original text when it is not a date). */
export function useFormatDay(): (date: string) => string {
  const intl = useIntl();
  return useCallback(
    (date) => {
      const day = parseIsoDate(date);
      return Number.isNaN(day.getTime()) ? date : intl.formatDate(day, { dateStyle: 'long', timeZone: 'UTC' });
    },
    [intl],
  );
}

/** "January 5, 2026" for one-day events, else "January 5, 2026 – January 7, 2026", in the reader's language. */
export function useFormatDayRange(): (start: string, end?: string | null) => string {
  const intl = useIntl();
  const formatDay = useFormatDay();
  return useCallback(
    (start, end) =>
      !end || end === start
        ? formatDay(start)
        : intl.formatMessage({ id: 'tournament.dateRange' }, { start: formatDay(start), end: formatDay(end) }),
    [intl, formatDay],
  );
}

/** A country of the Gulf list by its English name (as the data holds it) in the reader's language; any other as entered. */
export function useCountryName(): (country: string) => string {
  const intl = useIntl();
  return useCallback(
    (country) => {
      const id = `country.${country}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : country;
    },
    [intl],
  );
}

/**
 * A confirmation the server sent (`{ message, code? }`) in the reader's language: the catalog's `api.<code>`, else the
 * server's (English) message on the English site, else `fallback` (already translated).
 */
export function useServerMessage(): (answer: { message: string; code?: unknown }, fallback: string) => string {
  const intl = useIntl();
  return useCallback(
    ({ message, code }, fallback) => {
      if (typeof code === 'string' && intl.messages[`api.${code}`]) return intl.formatMessage({ id: `api.${code}` });
      return intl.locale.startsWith('en') && message.trim() !== '' ? message : fallback;
    },
    [intl],
  );
}
