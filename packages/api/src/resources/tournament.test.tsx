import { act, screen, waitFor } from '@testing-library/react';
import type { TournamentDetail, TournamentListItem } from '@padel/contracts';
import { createQueryClient } from '@padel/platform';
import { fakeApi, holdRequests, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { queryKeyOf } from '../core/query-keys';
import { bracketMatch, bracketTeam, drawOf, installScriptedEventSource, latestEventSource, tournamentDetail } from '../testing';
import { useTournaments } from './tournaments';
import { useTournament, useTournamentLive } from './tournament';

const [t1, t2, t3, t4] = [1, 2, 3, 4].map(bracketTeam);
const semi1 = bracketMatch('semi-final', 0, 0, { team1: t1!, team2: t2! });
const semi2 = bracketMatch('semi-final', 0, 1, { team1: t3!, team2: t4! });
const final = bracketMatch('final', 1, 0);
const draw = drawOf([[semi1, semi2], [final]]);
const live = (version: number, game: [string, string]) => ({
  ...semi1,
  status: 'live' as const,
  version,
  score: { sets: [{ team1: 2, team2: 1 }], game: { team1: game[0], team2: game[1], tiebreak: false } },
});

const detail: TournamentDetail = tournamentDetail(draw);
const listItem: TournamentListItem = { ...detail };

const key = queryKeyOf('/tournaments/t1');

/** A page of the tournament that follows it live, and the tournament list beside it. */
function LivePage({ withList = false }: { withList?: boolean }) {
  const tournament = useTournament('t1');
  const state = useTournamentLive('t1');
  const list = useTournaments();
  const game = tournament.data?.draw?.rounds[0]?.matches[0]?.score.game;
  return (
    <>
      <p data-testid="state">{state}</p>
      <p data-testid="game">{game ? `${game.team1}-${game.team2}` : 'none'}</p>
      <p data-testid="status">{tournament.data?.status}</p>
      {withList ? <p>{list.data?.length} listed</p> : null}
    </>
  );
}

function renderLive({ withList = false } = {}) {
  const queryClient = createQueryClient();
  const result = renderWithPlatform(<LivePage withList={withList} />, { auth: { status: 'signed-out' }, queryClient });
  const cached = () => queryClient.getQueryData<TournamentDetail>(key);
  return { ...result, queryClient, cached };
}

describe('useTournament and useTournamentLive', () => {
  beforeEach(() => installScriptedEventSource());

  test('when the page opens, then the tournament is fetched under its path key and the stream of its live route is opened', async () => {
    const api = fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    const { cached } = renderLive();

    await waitFor(() => expect(cached()?.name).toBe('Dubai Marina Open'));
    expect(api.callsTo('GET /api/tournaments/t1')).toHaveLength(1);
    expect(latestEventSource().url).toBe('/api/tournaments/t1/live');
    expect(screen.getByTestId('state').textContent).toBe('connecting');
    latestEventSource().open();
    expect(screen.getByTestId('state').textContent).toBe('live');
  });

  test('when a match event arrives, then the one match is replaced in its round and the page shows its game', async () => {
    fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    const { cached } = renderLive();
    await waitFor(() => expect(cached()).toBeDefined());
    const stream = latestEventSource();
    stream.open();

    stream.send({ type: 'match', match: live(1, ['15', '0']) });
    await waitFor(() => expect(screen.getByTestId('game').textContent).toBe('15-0'));
    stream.send({ type: 'match', match: live(2, ['30', '0']) });
    stream.send({ type: 'match', match: live(1, ['15', '0']) });

    await waitFor(() => expect(screen.getByTestId('game').textContent).toBe('30-0'));
    expect(cached()?.draw?.rounds[0]?.matches[0]?.version).toBe(2);
    expect(cached()?.draw?.rounds[0]?.matches[1]).toEqual(semi2);
  });

  test('when a draw event arrives, then the draw is replaced; a null draw removes it', async () => {
    fakeApi({
      'GET /api/tournaments/t1': { body: { ...detail, draw: null, status: 'Upcoming', currentRound: null } },
      'GET /api/tournaments': { body: [] },
    });
    const { cached } = renderLive();
    await waitFor(() => expect(cached()).toBeDefined());

    latestEventSource().send({ type: 'draw', draw });
    expect(cached()?.draw?.rounds.map((round) => round.label)).toEqual(['Semi Finals', 'Final']);
    latestEventSource().send({ type: 'draw', draw: null });
    expect(cached()?.draw).toBeNull();
  });

  test('when a match finishes, then the tournament list is refreshed; a point does not refresh it', async () => {
    const api = fakeApi({
      'GET /api/tournaments/t1': { body: { ...detail, draw: drawOf([[live(1, ['0', '0']), semi2], [final]]) } },
      'GET /api/tournaments': { body: [listItem] },
    });
    renderLive({ withList: true });
    await screen.findByText('1 listed');
    await waitFor(() => expect(screen.getByTestId('game').textContent).toBe('0-0'));

    latestEventSource().send({ type: 'match', match: live(2, ['15', '0']) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('GET /api/tournaments')).toHaveLength(1);

    const won = {
      ...semi1,
      status: 'completed' as const,
      winner: 'team1' as const,
      version: 3,
      score: { sets: [{ team1: 6, team2: 1 }], game: null },
    };
    latestEventSource().send({ type: 'match', match: won });
    await waitFor(() => expect(api.callsTo('GET /api/tournaments')).toHaveLength(2));
    latestEventSource().send({ type: 'match', match: won });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('GET /api/tournaments')).toHaveLength(2);
  });

  test('when the final is won, then the cached tournament names its champion and is Completed', async () => {
    const semisPlayed = drawOf([
      [
        { ...semi1, status: 'completed', winner: 'team1' },
        { ...semi2, status: 'completed', winner: 'team2' },
      ],
      [{ ...final, team1: t1!, team2: t4! }],
    ]);
    fakeApi({
      'GET /api/tournaments/t1': { body: { ...detail, currentRound: 'final', draw: semisPlayed } },
      'GET /api/tournaments': { body: [listItem] },
    });
    const { cached } = renderLive();
    await waitFor(() => expect(cached()).toBeDefined());

    latestEventSource().send({
      type: 'match',
      match: { ...final, team1: t1!, team2: t4!, status: 'completed', winner: 'team2', version: 7 },
    });

    expect(cached()?.draw?.champion).toEqual(t4);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Completed'));
  });

  test('when the tournament answers after events arrived, then the answer is brought up to the events', async () => {
    fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    const held = holdRequests('GET /api/tournaments/t1');
    const { cached } = renderLive();
    latestEventSource().send({ type: 'draw', draw });
    latestEventSource().send({ type: 'match', match: live(4, ['40', '30']) });
    expect(cached()).toBeUndefined();

    await held.release();

    await waitFor(() => expect(screen.getByTestId('game').textContent).toBe('40-30'));
  });

  test('when an event is malformed or of another kind, then it is ignored', async () => {
    fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    const { cached } = renderLive();
    await waitFor(() => expect(cached()).toBeDefined());

    act(() => {
      latestEventSource().dispatchEvent(new MessageEvent('match', { data: '{"type":"match","match":{"id":"R1-M1"}}' }));
      latestEventSource().dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    });

    expect(cached()).toEqual(detail);
  });

  test('when the connection drops, then it says reconnecting until the browser is back; if the browser gives up, a new stream opens', async () => {
    fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    jest.useFakeTimers();
    try {
      renderLive();
      const first = latestEventSource();
      first.open();
      first.fail();
      expect(screen.getByTestId('state').textContent).toBe('reconnecting');
      first.open();
      expect(screen.getByTestId('state').textContent).toBe('live');

      first.fail({ closed: true });
      expect(screen.getByTestId('state').textContent).toBe('reconnecting');
      act(() => jest.advanceTimersByTime(2000));
      const second = latestEventSource();
      expect(second).not.toBe(first);
      second.open();
      expect(screen.getByTestId('state').textContent).toBe('live');
    } finally {
      jest.useRealTimers();
    }
  });

  test('when the page closes, then its stream is closed', async () => {
    fakeApi({ 'GET /api/tournaments/t1': { body: detail }, 'GET /api/tournaments': { body: [listItem] } });
    const { unmount } = renderLive();
    const stream = latestEventSource();
    stream.open();

    unmount();

    expect(stream.readyState).toBe(2);
  });
});

describe('useTournament with or without a session', () => {
  function Name() {
    const tournament = useTournament('t1');
    return <p>{tournament.data?.name ?? 'loading'}</p>;
  }

  test('when signed in (its organizer), then the session is sent, so a draft answers too', async () => {
    const api = fakeApi({ 'GET /api/tournaments/t1': { body: { ...detail, status: 'Upcoming', draw: null } } });
    renderWithPlatform(<Name />, { auth: signedIn('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01') });

    expect(await screen.findByText('Dubai Marina Open')).toBeTruthy();
    expect(api.callsTo('GET /api/tournaments/t1')[0]?.authorization).toBe('Bearer test-token');
  });

  test('when signed out, then it is asked without a token and still loads', async () => {
    const api = fakeApi({ 'GET /api/tournaments/t1': { body: detail } });
    renderWithPlatform(<Name />, { auth: { status: 'signed-out' } });

    expect(await screen.findByText('Dubai Marina Open')).toBeTruthy();
    expect(api.callsTo('GET /api/tournaments/t1')[0]?.authorization).toBeUndefined();
  });
});
