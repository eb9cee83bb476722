import { createIntl } from 'react-intl';
import { localeOf, type Language } from '@padel/ui-kit';
import { sharedMessages } from '@padel/ui-kit/i18n/testing';
import { countryChoices, countryName, heightOf, locationOf } from './formats';

const intlOf = (language: Language, messages: Record<string, string> = {}) =>
  createIntl({ locale: localeOf(language), messages: { ...sharedMessages[language], ...messages } });

describe('country, height and place in the reader’s language (decision 195)', () => {
  test('when the data names a country in English, then Arabic readers get its Arabic name: the catalog’s first, else the browser’s', () => {
    const arabic = intlOf('ar', { 'country.UAE': 'الإمارات' });
    expect(countryName(arabic, 'Jordan')).toBe('الأردن');
    expect(countryName(arabic, 'UAE')).toBe('الإمارات');
    expect(countryName(arabic, 'Atlantis')).toBe('Atlantis');
    expect(countryName(intlOf('en'), 'Jordan')).toBe('Jordan');
  });

  test('when a Country field lists the countries, then the values are the data’s English names and the labels the reader’s', () => {
    const choices = countryChoices(intlOf('ar'));
    expect(choices).toContainEqual({ value: 'Jordan', label: 'الأردن' });
    expect(choices).toContainEqual({ value: 'United Arab Emirates', label: 'الإمارات العربية المتحدة' });
    expect(choices.every((choice) => !/[A-Za-z]/.test(choice.label))).toBe(true);
    expect(countryChoices(intlOf('en'))).toContainEqual({ value: 'Jordan', label: 'Jordan' });
  });

  test('when a height is a number of centimetres, then the unit is the reader’s; other text stays as entered', () => {
    expect(heightOf(intlOf('ar'), '168 cm')).toBe('168 سم');
    expect(heightOf(intlOf('ar'), '168')).toBe('168 سم');
    expect(heightOf(intlOf('en'), '168 cm')).toBe('168 cm');
    expect(heightOf(intlOf('ar'), 'tall')).toBe('tall');
  });

  test('when a place is "City, Country", then the city stays as entered and the country is the reader’s', () => {
    expect(locationOf(intlOf('ar'), 'Amman, Jordan')).toBe('Amman، الأردن');
    expect(locationOf(intlOf('en'), 'Amman, Jordan')).toBe('Amman, Jordan');
    expect(locationOf(intlOf('ar'), 'Amman')).toBe('Amman');
  });
});
