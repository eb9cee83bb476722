import { act } from '@testing-library/react';
import type { Match, TournamentDetail } from '@padel/contracts';
import { createQueryClient } from '@padel/platform';
import { fakeApi, holdRequests, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { queryKeyOf } from '../core/query-keys';
import { useFinalScore, useMakeDraw, useScorePoint, useUndoPoint } from './matches';

const noura = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';
const team = (no: number) => ({
  team_id: `team-${no}`,
  name: `Team ${no}`,
  players: [
    { id: `00000000-0000-4000-8000-00000000000${no}`, full_name: `Player ${no}a` },
    { id: `00000000-0000-4000-8000-00000000001${no}`, full_name: `Player ${no}b` },
  ],
});

const final = (changes: Partial<Match> = {}): Match => ({
  id: 'R1-M1',
  round: 'final',
  round_index: 0,
  position: 0,
  team1: team(1),
  team2: team(2),
  court: null,
  starts_at: null,
  status: 'live',
  score: { sets: [{ team1: 2, team2: 1 }], game: { team1: '15', team2: '0', tiebreak: false } },
  winner: null,
  next_match_id: null,
  next_slot: null,
  version: 4,
  updated_at: '2099-04-10T10:00:00.000Z',
  ...changes,
});

const detail = (match: Match): TournamentDetail => ({
  id: 'h1',
  name: 'Sharjah Corniche Classic',
  location: 'Sharjah',
  startDate: '2099-04-10',
  endDate: '2099-04-10',
  status: 'Live',
  tier: 'gold',
  category: 'gold',
  level: 'D',
  organizerId: noura,
  draw: {
    tournament_id: 'h1',
    level: 'D',
    drawn_at: '2099-04-01T08:00:00.000Z',
    drawn_by: { id: noura, name: 'Noura Al Mansouri' },
    size: 2,
    team_count: 2,
    byes: [],
    rounds: [{ round: 'final', label: 'Final', matches: [match] }],
    champion: null,
  },
});

type Hooks = { point: ReturnType<typeof useScorePoint>; undo: ReturnType<typeof useUndoPoint>; score: ReturnType<typeof useFinalScore> };
let hooks: Hooks | undefined;
function Scorer() {
  const ref = { tournamentId: 'h1', matchId: 'R1-M1' };
  hooks = { point: useScorePoint(ref), undo: useUndoPoint(ref), score: useFinalScore(ref) };
  return null;
}

function renderScorer(cached: Match) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeyOf('/tournaments/h1'), detail(cached));
  renderWithPlatform(<Scorer />, { auth: signedIn(noura), queryClient });
  const cachedMatch = () => queryClient.getQueryData<TournamentDetail>(queryKeyOf('/tournaments/h1'))?.draw?.rounds[0]?.matches[0];
  return { queryClient, cachedMatch };
}

describe('the match hooks', () => {
  test('when a point is scored, then {team, version} is posted with an Idempotency-Key, and the answer is cached before the refresh', async () => {
    const scored = final({ score: { sets: [{ team1: 2, team2: 1 }], game: { team1: '30', team2: '0', tiebreak: false } }, version: 5 });
    const api = fakeApi({
      'POST /api/tournaments/h1/matches/R1-M1/points': { body: { match: scored } },
      'GET /api/tournaments/h1': { body: detail(scored) },
    });
    const { cachedMatch } = renderScorer(final());
    const refresh = holdRequests('GET /api/tournaments/h1');

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = hooks!.point.mutateAsync({ team: 'team1', version: 4 });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(cachedMatch()?.score.game).toEqual({ team1: '30', team2: '0', tiebreak: false });
    const [call] = api.callsTo('POST /api/tournaments/h1/matches/R1-M1/points');
    expect(call?.body).toEqual({ team: 'team1', version: 4 });
    expect(call?.authorization).toBe('Bearer test-token');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await refresh.release();
    await act(() => done);
  });

  test('when the same point is sent again with the same version, then it carries the same key; the other side or an undo another', async () => {
    const api = fakeApi({
      'POST /api/tournaments/h1/matches/R1-M1/points': { body: { match: final({ version: 5 }) } },
      'POST /api/tournaments/h1/matches/R1-M1/points/undo': { body: { match: final({ version: 5 }) } },
      'GET /api/tournaments/h1': { body: detail(final({ version: 5 })) },
    });
    renderScorer(final());

    await act(() => hooks!.point.mutateAsync({ team: 'team1', version: 4 }));
    await act(() => hooks!.point.mutateAsync({ team: 'team1', version: 4 }));
    await act(() => hooks!.point.mutateAsync({ team: 'team2', version: 4 }));
    await act(() => hooks!.undo.mutateAsync({ version: 4 }));

    const keys = api.calls.filter((call) => call.method === 'POST').map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
    expect(api.callsTo('POST /api/tournaments/h1/matches/R1-M1/points/undo')[0]?.body).toEqual({ version: 4 });
  });

  test('when an older version of the match arrives after a later one is cached, then the cache keeps the later one', async () => {
    fakeApi({
      'PUT /api/tournaments/h1/matches/R1-M1/score': { body: { match: final({ version: 3, status: 'completed' }) } },
      'GET /api/tournaments/h1': { status: 503, body: { error: 'unavailable' } },
    });
    const { cachedMatch } = renderScorer(final({ version: 6 }));

    await act(() => hooks!.score.mutateAsync({ outcome: 'walkover', winner: 'team1', version: 3 }));

    expect(cachedMatch()?.version).toBe(6);
    expect(cachedMatch()?.status).toBe('live');
  });

  test('when a draw is made, then the answer says who missed it and the cached tournament is stale', async () => {
    const api = fakeApi({
      'POST /api/tournaments/h1/draw': { body: { message: 'Draw made', draw: detail(final()).draw, missed_entries: 1 } },
      'GET /api/tournaments/h1': { body: detail(final()) },
    });
    const queryClient = createQueryClient();
    let draw: ReturnType<typeof useMakeDraw> | undefined;
    function Drawer() {
      draw = useMakeDraw('h1');
      return null;
    }
    renderWithPlatform(<Drawer />, { auth: signedIn(noura), queryClient });
    queryClient.setQueryData(queryKeyOf('/tournaments/h1'), { ...detail(final()), draw: null });

    const answer = await act(() => draw!.mutateAsync());

    expect(answer.missed_entries).toBe(1);
    expect(api.callsTo('POST /api/tournaments/h1/draw')[0]?.body).toBeUndefined();
    expect(queryClient.getQueryState(queryKeyOf('/tournaments/h1'))?.isInvalidated).toBe(true);
  });
});
