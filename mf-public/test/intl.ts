import { createIntl, type IntlShape } from 'react-intl';
import { LEAGUE_TIME_ZONE } from '@padel/contracts';
import { localeOf, type Language } from '@padel/ui-kit';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';

/** This front end's catalog in a language, as the provider gives it (the league's time zone), for library tests. */
export function intlOf(language: Language): IntlShape {
  return createIntl({ locale: localeOf(language), messages: language === 'ar' ? ar : en, timeZone: LEAGUE_TIME_ZONE });
}

export const english = intlOf('en');
export const arabic = intlOf('ar');
