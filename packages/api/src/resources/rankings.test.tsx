import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@padel/platform';
import { fakeApi, holdRequests, renderWithPlatform } from '@padel/platform/testing';
import { invalidateApi, staleAfter } from '../core/invalidate';
import { playerRanking, rankingEntry, rankingPage, rankingResult } from '../testing';
import { rankingParams, usePlayerRanking, useRankingPage } from './rankings';

const layla = rankingEntry();
const omar = rankingEntry({ id: 'omar', full_name: 'Omar Haddad', country: 'Jordan', ranking: 1, points: 3100 });

/** A Rankings page of two players a page, searchable; shows which names it holds and whether they are the old ones. */
function Pager() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const ranking = useRankingPage({ page, limit: 1, q });
  if (ranking.isPending) return <p>loading</p>;
  return (
    <>
      <p data-testid="names">{ranking.data?.players.map((player) => player.full_name).join(', ')}</p>
      <p data-testid="previous">{ranking.isPlaceholderData ? 'previous page shown' : 'current'}</p>
      <button onClick={() => setPage(2)}>next</button>
      <button onClick={() => setQ('  lay ')}>search</button>
    </>
  );
}

/** A player's explanation, asked once `id` is chosen (at once when given). */
function PlayerExplanation({ initial = null }: { initial?: string | null }) {
  const [id, setId] = useState<string | null>(initial);
  const ranking = usePlayerRanking(id);
  if (ranking.isError) return <p>{ranking.error.message}</p>;
  return (
    <>
      <p>{ranking.data ? `${ranking.data.counting.length} counting` : 'nothing asked'}</p>
      <button onClick={() => setId('omar')}>open Omar</button>
    </>
  );
}

describe('rankingParams', () => {
  test('when nothing is given, then the first page of 20 is asked, without search', () => {
    expect(rankingParams()).toEqual({ page: 1, limit: 20, q: undefined, country: undefined });
  });

  test('when the search is blank or padded, then it is left out or trimmed', () => {
    expect(rankingParams({ page: 3, limit: 5, q: '   ', country: ' Qatar ' })).toEqual({
      page: 3,
      limit: 5,
      q: undefined,
      country: 'Qatar',
    });
    expect(rankingParams({ q: ' lay ' }).q).toBe('lay');
  });

  test('when a page or limit is out of range, then it throws instead of asking for a 400', () => {
    expect(() => rankingParams({ page: 0 })).toThrow();
    expect(() => rankingParams({ limit: 101 })).toThrow();
  });
});

describe('useRankingPage', () => {
  test('when a page is asked, then the query carries page and limit, and the next page keeps the first on screen until it arrives', async () => {
    const api = fakeApi({
      'GET /api/rankings?page=1&limit=1': { body: rankingPage([omar], { limit: 1, total: 2 }) },
      'GET /api/rankings?page=2&limit=1': { body: rankingPage([layla], { page: 2, limit: 1, total: 2 }) },
    });
    renderWithPlatform(<Pager />, { auth: { status: 'signed-out' } });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Omar Haddad'));
    const held = holdRequests('GET /api/rankings?page=2&limit=1');

    fireEvent.click(screen.getByText('next'));

    expect(screen.getByTestId('names').textContent).toBe('Omar Haddad');
    expect(screen.getByTestId('previous').textContent).toBe('previous page shown');
    await held.release();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Layla Farouk'));
    expect(screen.getByTestId('previous').textContent).toBe('current');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/rankings?page=1&limit=1', '/api/rankings?page=2&limit=1']);
  });

  test('when searching, then the trimmed search is sent as q', async () => {
    const api = fakeApi({
      'GET /api/rankings?page=1&limit=1': { body: rankingPage([omar], { limit: 1, total: 2 }) },
      'GET /api/rankings?page=1&limit=1&q=lay': { body: rankingPage([layla], { limit: 1, total: 1 }) },
    });
    renderWithPlatform(<Pager />, { auth: { status: 'signed-out' } });
    await screen.findByText('Omar Haddad');

    fireEvent.click(screen.getByText('search'));

    await screen.findByText('Layla Farouk');
    expect(api.callsTo('GET /api/rankings?page=1&limit=1&q=lay')).toHaveLength(1);
  });

  test('when the ranking is made stale by a profile change, then every cached page is asked again', async () => {
    const api = fakeApi({ 'GET /api/rankings?page=1&limit=1': { body: rankingPage([omar], { limit: 1, total: 2 }) } });
    const queryClient = createQueryClient();
    renderWithPlatform(<Pager />, { auth: { status: 'signed-out' }, queryClient });
    await screen.findByText('Omar Haddad');

    await invalidateApi(queryClient, staleAfter.profileChange);

    await waitFor(() => expect(api.callsTo('GET /api/rankings?page=1&limit=1')).toHaveLength(2));
  });
});

describe('usePlayerRanking', () => {
  test('when a player is given, then their explanation is asked under /rankings/players/:id; without one nothing is asked', async () => {
    const api = fakeApi({
      'GET /api/rankings/players/omar': { body: playerRanking(omar, { counting: [rankingResult()] }) },
    });
    renderWithPlatform(<PlayerExplanation />, { auth: { status: 'signed-out' } });
    expect(screen.getByText('nothing asked')).toBeTruthy();

    fireEvent.click(screen.getByText('open Omar'));

    expect(await screen.findByText('1 counting')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/rankings/players/omar']);
  });

  test('when the player is unknown, then the 404 error is the query error', async () => {
    fakeApi({ 'GET /api/rankings/players/nobody': { status: 404, body: { error: 'Player not found' } } });

    renderWithPlatform(<PlayerExplanation initial="nobody" />, { auth: { status: 'signed-out' } });

    expect(await screen.findByText('Player not found')).toBeTruthy();
  });
});
