import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@padel/platform/testing';
import { partner } from '../../../../test/fixtures';
import { RulesCard } from './rules-card';

describe('Rules card', () => {
  test('when shown, then it lists the league rules of levels, scoring, draws and prizes', () => {
    renderWithPlatform(<RulesCard />, { auth: partner() });

    const card = screen.getByRole('region', { name: 'Tournament Rules' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Tournament Rules');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'C Level: best of three sets.',
      'D Level: one set.',
      'All matches are played with deuce (no golden point).',
      'Seedings and brackets are always random.',
      'Gold, Silver and Bronze tournaments all award cash prizes.',
    ]);
  });
});
