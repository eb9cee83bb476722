import { screen } from '@testing-library/react';
import type { Language } from '@padel/ui-kit';
import { useDates } from '@padel/platform';
import { renderWithPlatform } from '@padel/platform/testing';
import { useDrawnNote } from './bracket';
import { useLabels } from './labels';
import { useFallbackNames } from './teams';
import { LiveIndicator } from '../components/live-indicator';

/** What a hook returns, rendered in `language`. */
function hookIn<T>(language: Language, useHook: () => T): T {
  let value: T | undefined;
  function Probe() {
    value = useHook();
    return null;
  }
  renderWithPlatform(<Probe />, { auth: { status: 'signed-out' }, language });
  return value as T;
}

describe('useLabels', () => {
  test('when the site is in English, then tiers, rounds and statuses read as the spec writes them', () => {
    const labels = hookIn('en', useLabels);

    expect(labels.tiers).toEqual({ major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' });
    expect(labels.categories).toEqual({ gold: 'Gold', silver: 'Silver', bronze: 'Bronze' });
    expect(labels.round('quarter-final')).toBe('Quarter Finals');
    expect(labels.round('round-of-16')).toBe('Round of 16');
    expect(labels.status('Upcoming')).toBe('Upcoming');
    expect(labels.level('C')).toBe('Level C');
  });

  test('when the site is in Arabic, then tiers, rounds, statuses and levels read in Arabic (level letters kept)', () => {
    const labels = hookIn('ar', useLabels);

    expect(labels.tiers).toEqual({ major: 'الكبرى', gold: 'الذهبية', silver: 'الفضية', bronze: 'البرونزية' });
    expect(labels.category('silver')).toBe('الفضية');
    expect(['round-of-16', 'quarter-final', 'semi-final', 'final'].map((round) => labels.round(round as 'final'))).toEqual([
      'دور الـ16',
      'الدور ربع النهائي',
      'الدور نصف النهائي',
      'النهائي',
    ]);
    expect(['Live', 'Upcoming', 'Completed'].map((status) => labels.status(status as 'Live'))).toEqual(['مباشر', 'قادمة', 'منتهية']);
    expect(labels.matchStatus('live')).toBe('مباشر');
    expect(labels.level('D')).toBe('المستوى D');
  });
});

describe('useDates', () => {
  test('when the site is in English, then dates read as the spec writes them', () => {
    const dates = hookIn('en', useDates);

    expect(dates.longDate('2026-01-05')).toBe('January 5, 2026');
    expect(dates.longDate('not a date')).toBe('not a date');
    expect(dates.dateRange('2026-03-12', '2026-03-15')).toBe('March 12, 2026 – March 15, 2026');
    expect(dates.dateRange('2026-03-12', '2026-03-12')).toBe('March 12, 2026');
    expect(dates.leagueDay('2026-01-04T20:00:00.000Z')).toBe('January 5, 2026');
    expect(dates.matchStart('2099-04-10T10:30:00.000Z')).toBe('Apr 10, 14:30');
    expect(dates.withExpiry('Sent January 1, 2026', undefined)).toBe('Sent January 1, 2026');
  });

  test('when the site is in Arabic, then dates have Arabic month names and Western digits, in the league calendar', () => {
    const dates = hookIn('ar', useDates);

    expect(dates.longDate('2026-01-05')).toBe('5 يناير 2026');
    expect(dates.dateRange('2026-03-12', '2026-03-15')).toBe('12 مارس 2026 – 15 مارس 2026');
    expect(dates.leagueDay('2026-01-04T20:00:00.000Z')).toBe('5 يناير 2026');
    expect(dates.matchStart('2099-04-10T10:30:00.000Z')).toMatch(/^10 أبريل.* 14:30$/);
    expect(dates.withExpiry('أُرسلت', '2026-01-05T10:00:00.000Z')).toMatch(/^أُرسلت · تنتهي في \d+ يناير 2026$/);
  });
});

describe('bracket and team texts in Arabic', () => {
  test('when a draw is described on the Arabic site, then the note names the organizer and the day in Arabic', () => {
    const note = hookIn('ar', useDrawnNote);

    expect(note({ drawn_at: '2099-03-31T21:00:00.000Z', drawn_by: { id: 'u1', name: 'Noura Al Mansouri' } })).toBe(
      'أجرى Noura Al Mansouri القرعة في 1 أبريل 2099',
    );
  });

  test('when a draw is described on the English site, then the note reads as before', () => {
    const note = hookIn('en', useDrawnNote);

    expect(note({ drawn_at: '2099-03-31T21:00:00.000Z', drawn_by: { id: 'u1', name: 'Noura Al Mansouri' } })).toBe(
      'Drawn on April 1, 2099 by Noura Al Mansouri',
    );
  });

  test('when a name is missing on the Arabic site, then the fallback names are Arabic', () => {
    const names = hookIn('ar', useFallbackNames);

    expect([names.player, names.partner, names.tournament]).toEqual(['لاعب غير معروف', 'شريك غير معروف', 'بطولة غير معروفة']);
    expect(names.partnerNameOf(null, 'u1')).toBe('شريك غير معروف');
  });

  test('when live results connect on the Arabic site, then the indicator says so in Arabic', () => {
    renderWithPlatform(<LiveIndicator connection="reconnecting" />, { auth: { status: 'signed-out' }, language: 'ar' });

    expect(screen.getByTestId('live-indicator').textContent).toBe('جارٍ إعادة الاتصال بالنتائج المباشرة…');
  });
});
