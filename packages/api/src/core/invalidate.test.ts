import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@padel/platform';
import { invalidateApi, staleAfter } from './invalidate';
import { queryKeyOf, type ApiPath } from './query-keys';

/** The page's one QueryClient with the lists of three micro-frontends in it. */
function pageCache(paths: ApiPath[]): QueryClient {
  const queryClient = createQueryClient();
  for (const path of paths) queryClient.setQueryData(queryKeyOf(path), []);
  return queryClient;
}

const isStale = (queryClient: QueryClient, path: ApiPath) => queryClient.getQueryState(queryKeyOf(path))?.isInvalidated ?? false;

describe('invalidateApi', () => {
  test('when a path prefix is invalidated, then every list below it is stale and the others are not', async () => {
    const queryClient = pageCache(['/tournaments', '/tournaments/me', '/tournaments/t1/entries', '/teams/me', '/news']);

    await invalidateApi(queryClient, ['/tournaments']);

    expect(isStale(queryClient, '/tournaments')).toBe(true);
    expect(isStale(queryClient, '/tournaments/me')).toBe(true);
    expect(isStale(queryClient, '/tournaments/t1/entries')).toBe(true);
    expect(isStale(queryClient, '/teams/me')).toBe(false);
    expect(isStale(queryClient, '/news')).toBe(false);
  });

  test('when a prefix only shares its first letters with a resource, then that resource is not touched', async () => {
    const queryClient = pageCache(['/teams/me', '/team-invitations/me']);

    await invalidateApi(queryClient, ['/teams']);

    expect(isStale(queryClient, '/teams/me')).toBe(true);
    expect(isStale(queryClient, '/team-invitations/me')).toBe(false);
  });
});

describe('staleAfter', () => {
  const everyList: ApiPath[] = [
    '/news',
    '/players',
    '/rankings',
    '/profile/me',
    '/teams/me',
    '/team-invitations/me',
    '/team-invitations/sent',
    '/tournaments',
    '/tournaments/me',
    '/tournament-entries/me',
    '/tournament-registrations',
  ];

  const staleLists = async (change: keyof typeof staleAfter, lists: ApiPath[] = everyList) => {
    const queryClient = pageCache(lists);
    await invalidateApi(queryClient, staleAfter[change]);
    return lists.filter((path) => isStale(queryClient, path));
  };
  /** Every list and one tournament's own pages (its detail with the draw, its entries). */
  const withTournament: ApiPath[] = [...everyList, '/tournaments/h1', '/tournaments/h1/entries'];

  test('when an invitation changes, then invitations (received and sent) and teams refresh', async () => {
    expect(await staleLists('teamChange')).toEqual(['/teams/me', '/team-invitations/me', '/team-invitations/sent']);
  });

  test('when an entry changes, then both forms of the entry lists and the teams refresh', async () => {
    expect(await staleLists('entryChange')).toEqual(['/teams/me', '/tournament-entries/me', '/tournament-registrations']);
  });

  test('when the profile changes, then the profile, the players list and the ranking refresh', async () => {
    expect(await staleLists('profileChange')).toEqual(['/players', '/rankings', '/profile/me']);
  });

  test('when the caller registers as a player, then the players list, the ranking and the profile refresh', async () => {
    expect(await staleLists('playerRegistered', [...everyList, '/rankings/players/p1'])).toEqual([
      '/players',
      '/rankings',
      '/profile/me',
      '/rankings/players/p1',
    ]);
  });

  test('when a tournament is created, then the public and the organizer lists refresh', async () => {
    expect(await staleLists('tournamentChange')).toEqual(['/tournaments', '/tournaments/me']);
  });

  test('when a draw is made or taken back, then the tournament, its entries and every tournament list refresh', async () => {
    expect(await staleLists('drawChange', withTournament)).toEqual([
      '/tournaments',
      '/tournaments/me',
      '/tournaments/h1',
      '/tournaments/h1/entries',
    ]);
  });

  test('when a match is scored, then the tournament and the lists showing its status and round refresh, and nothing else', async () => {
    expect(await staleLists('scoreChange', withTournament)).toEqual([
      '/tournaments',
      '/tournaments/me',
      '/tournaments/h1',
      '/tournaments/h1/entries',
    ]);
  });
});
