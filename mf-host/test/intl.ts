import { createIntl } from 'react-intl';
import { localeOf, type Language } from '@padel/ui-kit';
import type { Translate } from '../src/i18n';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';

export const catalogOf = { en, ar } as const;

/** The `t` of a component rendered in `language` (this front end's catalog), for the features' text helpers. */
export function translator(language: Language = 'en'): Translate {
  const intl = createIntl({ locale: localeOf(language), messages: catalogOf[language], timeZone: 'Asia/Dubai' });
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Every text of the English catalog without arguments: none may show on a page rendered in Arabic. */
export const englishTexts = Object.values(en).filter((text) => !text.includes('{'));

/** The English catalog's texts found in `text` (a page in Arabic shows none; names of people and places are data). */
export const englishTextsIn = (text: string) => englishTexts.filter((english) => text.includes(english));
