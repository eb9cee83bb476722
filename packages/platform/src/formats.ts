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

/** Every region's two-letter code by its English name (lower case), as the data spells countries ("Jordan"); made once. */
let regionCodes: Map<string, string> | undefined;
function regionCodeOf(country: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map();
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first++)
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = english.of(code);
        if (name && name !== code) regionCodes.set(name.toLowerCase(), code);
      }
  }
  return regionCodes.get(country.trim().toLowerCase());
}

/**
 * A country by the English name the data holds, in the reader's language: the catalog's name when it has one (the
 * Gulf's, and the data's short forms such as "UAE"), else the browser's own name for that region (Intl.DisplayNames);
 * a text that names no country stays as entered (decision 195).
 */
export function countryName(intl: IntlShape, country: string): string {
  if (intl.messages[`country.${country}`]) return catalogTextOf(intl, 'country', country);
  const code = regionCodeOf(country);
  return code ? (new Intl.DisplayNames(intl.locale, { type: 'region', fallback: 'none' }).of(code) ?? country) : country;
}

/** The countries a Country field offers: the data's English name as the value, the name in the reader's language as the label, in its order. */
export function countryChoices(intl: IntlShape): Array<{ value: string; label: string }> {
  regionCodeOf('');
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const choices = [...new Set(regionCodes!.values())]
    .filter((code) => !/^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|UN|EZ)$/.test(code))
    .map((code) => english.of(code)!)
    .map((value) => ({ value, label: countryName(intl, value) }));
  return choices.sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

/**
 * A height as the data holds it ("168 cm", "168"): the number with the unit in the reader's language ("168 cm" /
 * "168 سم"); any other text as entered.
 */
export function heightOf(intl: IntlShape, height: string): string {
  const centimetres = /^(\d{2,3})\s*(cm)?$/i.exec(height.trim())?.[1];
  return centimetres ? intl.formatMessage({ id: 'labels.height' }, { height: centimetres }) : height.trim();
}

/** "Dubai, United Arab Emirates" as the data holds a place: the city as entered, the country in the reader's language. */
export function locationOf(intl: IntlShape, location: string): string {
  const comma = location.lastIndexOf(', ');
  if (comma < 0) return location;
  return intl.formatMessage(
    { id: 'labels.location' },
    { city: location.slice(0, comma), country: countryName(intl, location.slice(comma + 2)) },
  );
}

/**
 * The front ends' display formats in the reader's language: the dates of `datesOf`, a count (`count`), a percentage
 * (`percent`), a list of names ("A, B, C" / «A، وB، وC»), a country (`country`), a height (`height`) and a place
 * (`location`).
 */
export function formatsOf(intl: IntlShape) {
  return {
    ...datesOf(intl),
    count: (value: number) => formatCount(intl, value),
    percent: (fraction: number) => formatPercent(intl, fraction),
    list: (items: readonly string[]) => intl.formatList(items, { type: 'unit', style: 'short' }),
    country: (country: string) => countryName(intl, country),
    height: (height: string) => heightOf(intl, height),
    location: (location: string) => locationOf(intl, location),
  };
}

export type Formats = ReturnType<typeof formatsOf>;

/** `formatsOf` for the reader's language (see there). */
export function useFormats(): Formats {
  const intl = useIntl();
  return useMemo(() => formatsOf(intl), [intl]);
}
