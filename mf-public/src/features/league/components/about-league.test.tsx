import { screen, within } from '@testing-library/react';
import { BEST_RESULTS_COUNTED, REACHED_LABELS, REACHED_ORDER, RESULT_VALIDITY_WEEKS, rankingPoints, TIER_ORDER } from '@padel/contracts';
import { tierLabels } from '@padel/api';
import { renderWithPlatform } from '@padel/platform/testing';
import { AboutLeague } from './about-league';

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('AboutLeague ranking points', () => {
  test('when About opens, then the points table has a row per round reached and a column per tier, each number from rankingPoints at level C', () => {
    renderWithPlatform(<AboutLeague />, { auth: { status: 'signed-out' }, url: '/about' });

    const table = screen.getByRole('table', { name: 'Points for level C tournaments' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(cellsOf(header!)).toEqual(['Round reached', ...TIER_ORDER.map((tier) => tierLabels[tier])]);
    expect(rows.map(cellsOf)).toEqual(
      REACHED_ORDER.map((reached) => [
        REACHED_LABELS[reached],
        ...TIER_ORDER.map((tier) => rankingPoints(tier, 'C', reached).toLocaleString('en-US')),
      ]),
    );
    // The contracts' scale as it stands: a Major's winners 1,000, a Bronze's round of 64 2.
    expect(cellsOf(rows[0]!)).toEqual(['Winner', '1,000', '400', '200', '100']);
  });

  test('when About opens, then level D, the best results, their validity and the tie-breaks are explained', () => {
    renderWithPlatform(<AboutLeague />, { auth: { status: 'signed-out' }, url: '/about' });

    const section = screen.getByRole('region', { name: 'Ranking Points' });
    expect(within(section).getByText('Level D tournaments earn half of these points, rounded.')).toBeTruthy();
    expect(section.textContent).toContain(
      `the sum of their best ${BEST_RESULTS_COUNTED} results in the last ${RESULT_VALIDITY_WEEKS} weeks. An older result drops out at the first weekly ranking after ${RESULT_VALIDITY_WEEKS} weeks.`,
    );
    expect(section.textContent).toContain('by their best single result, then the next best, and so on, then by name.');
  });
});
