import type { TournamentDisplayStatus, TournamentListItem } from '@padel/contracts';
import { listPage } from '@padel/api/testing';

/** A public tournament: the Dubai Padel Open, upcoming, gold, January 5–7, 2026, unless `overrides` say. */
export const tournamentItem = (overrides: Partial<TournamentListItem> = {}): TournamentListItem => ({
  id: 'dubai-open',
  name: 'Dubai Padel Open',
  location: 'Dubai, UAE',
  startDate: '2026-01-05',
  endDate: '2026-01-07',
  status: 'Upcoming',
  tier: 'gold',
  ...overrides,
});

/** How many of `list` have each status (what the service counts over every public tournament). */
export const countsOf = (list: readonly TournamentListItem[]) => ({
  Live: list.filter((item) => item.status === 'Live').length,
  Upcoming: list.filter((item) => item.status === 'Upcoming').length,
  Completed: list.filter((item) => item.status === 'Completed').length,
});

/** Home's sections' requests: the live and upcoming pages of 6 and the completed page of 20, filtered by status. */
export const HOME_TOURNAMENT_QUERIES: ReadonlyArray<[TournamentDisplayStatus, number]> = [
  ['Live', 6],
  ['Upcoming', 6],
  ['Completed', 20],
];

/** fakeApi routes answering Home's sections from `list`, each page as the service filters it. */
export function homeTournamentRoutes(list: readonly TournamentListItem[]) {
  return Object.fromEntries(
    HOME_TOURNAMENT_QUERIES.map(([status, limit]) => [
      `GET /api/tournaments?page=1&limit=${limit}&status=${status}`,
      {
        body: listPage(
          list.filter((item) => item.status === status),
          { limit, counts: countsOf(list) },
        ),
      },
    ]),
  );
}
