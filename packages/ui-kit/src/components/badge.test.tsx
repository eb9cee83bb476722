import { screen } from '@testing-library/react';
import { TIER_COLORS, TierBadge, type TierName } from './badge';
import { renderWithTheme } from '../../test/render';

const TIERS: readonly TierName[] = ['major', 'gold', 'silver', 'bronze'];

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('TierBadge', () => {
  test.each(['light', 'dark'] as const)(
    'when in the %s theme, then each tier has its own fill and its text is AA (4.5:1) on it',
    (mode) => {
      const colors = TIER_COLORS[mode];

      expect(new Set(TIERS.map((tier) => colors[tier].background)).size).toBe(TIERS.length);
      for (const tier of TIERS) {
        expect([tier, contrast(colors[tier].text, colors[tier].background)]).toEqual([tier, expect.any(Number)]);
        expect(contrast(colors[tier].text, colors[tier].background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  test('when rendered, then it names the tier from the shared catalog in its own colour', () => {
    renderWithTheme(
      <>
        {TIERS.map((tier) => (
          <TierBadge key={tier} tier={tier} />
        ))}
      </>,
    );

    expect(
      TIERS.map((tier) => screen.getByText({ major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' }[tier]).dataset.tier),
    ).toEqual(TIERS);
    const major = getComputedStyle(screen.getByText('Major'));
    expect(major.backgroundColor).toBe('rgb(91, 42, 134)');
    expect(getComputedStyle(screen.getByText('Gold')).backgroundColor).not.toBe(major.backgroundColor);
  });

  test('when in Arabic, then the tier reads in Arabic', () => {
    renderWithTheme(<TierBadge tier="major" />, { language: 'ar' });

    expect(screen.getByText('الكبرى').dataset.tier).toBe('major');
  });
});
