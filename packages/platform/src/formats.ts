import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { datesOf } from './dates';

/** 1234 → "1,234" in the reader's language (Western digits in Arabic too). */
export const formatCount = (intl: IntlShape, value: number): string => intl.formatNumber(value);

/** A fraction as a percentage with one decimal: 0.5625 → "56.3%". */
export const formatPercent = (intl: IntlShape, fraction: number): string =>
  intl.formatNumber(fraction, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The catalog's text for a value of the data (`<prefix>.<value>`, e.g. `country.Qatar`) when it has one, else the value as entered. */
export function catalogTextOf(intl: IntlShape, prefix: string, value: string): string {
  const id = `${prefix}.${value}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : value;
}

/** A country by the English name the data holds, in the reader's language when the catalog names it; any other as entered. */
export const countryName = (intl: IntlShape, country: string): string => catalogTextOf(intl, 'country', country);

/**
 * The front ends' display formats in the reader's language: the dates of `datesOf`, a count (`count`), a percentage
 * (`percent`), a list of names ("A, B, C" / «A، وB، وC») and a country (`country`).
 */
export function formatsOf(intl: IntlShape) {
  return {
    ...datesOf(intl),
    count: (value: number) => formatCount(intl, value),
    percent: (fraction: number) => formatPercent(intl, fraction),
    list: (items: readonly string[]) => intl.formatList(items, { type: 'unit', style: 'short' }),
    country: (country: string) => countryName(intl, country),
  };
}

export type Formats = ReturnType<typeof formatsOf>;

/** `formatsOf` for the reader's language (see there). */
export function useFormats(): Formats {
  const intl = useIntl();
  return useMemo(() => formatsOf(intl), [intl]);
}
