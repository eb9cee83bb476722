import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DrawResponseSchema,
  MatchResponseSchema,
  RoundScheduleResponseSchema,
  type DrawResponse,
  type FinalScoreInput,
  type Match,
  type MatchResponse,
  type MatchSide,
  type RoundSchedule,
  type RoundScheduleResponse,
  type ScorePoint,
  type TournamentDetail,
  type UndoPoint,
} from '@padel/contracts';
import { useApi, type ApiRequest } from '@padel/platform';
import { useApiMutation, type MutationCallbacks } from '../core/hooks';
import { apiPath, queryKeyOf } from '../core/query-keys';
import { withMatch } from '../lib/bracket';
import { idempotencyKeyOf } from '../lib/idempotency';

/** One match of one tournament. */
export interface MatchRef {
  tournamentId: string;
  matchId: string;
}

/**
 * Puts `match` into the cached tournament (`useTournament`) in place of the one with its id, unless the cache already
 * holds a later version of it (an answer or a live event that arrived first); a finished final names the champion.
 * `withMatch` is the live events' writer too (`applyLiveEvent`), so both keep each match at its latest version.
 */
export function putMatchInTournament(queryClient: QueryClient, tournamentId: string, match: Match): void {
  queryClient.setQueryData<TournamentDetail>(queryKeyOf(apiPath('tournaments', tournamentId)), (detail) =>
    detail ? withMatch(detail, match) : detail,
  );
}

/**
 * POST /api/tournaments/:id/draw: closes entries and draws the bracket (with `paidOnly`, the paid confirmed entries
 * only); the lists and the tournament refresh.
 */
export function useMakeDraw(tournamentId: string, callbacks: MutationCallbacks<DrawResponse, { paidOnly?: boolean } | void> = {}) {
  return useApiMutation({
    request: (api, options: { paidOnly?: boolean } | void) =>
      api(apiPath('tournaments', tournamentId, 'draw'), {
        method: 'POST',
        ...(options?.paidOnly ? { body: { paid_only: true } } : {}),
        schema: DrawResponseSchema,
        auth: 'required',
      }),
    changes: 'drawChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** DELETE then POST /api/tournaments/:id/draw: a new random draw, while no match has started; one refresh after both. */
export function useRedoDraw(tournamentId: string, callbacks: MutationCallbacks<DrawResponse, void> = {}) {
  const path = apiPath('tournaments', tournamentId, 'draw');
  return useApiMutation({
    request: async (api) => {
      await api(path, { method: 'DELETE', auth: 'required' });
      return api(path, { method: 'POST', schema: DrawResponseSchema, auth: 'required' });
    },
    changes: 'drawChange',
    refreshOnError: true,
    ...callbacks,
  });
}

interface MatchRequest<TVariables> {
  method: 'POST' | 'PUT';
  /** Path segments after `/tournaments/:id/matches/:matchId`. */
  segments: string[];
  /** What the request means (the version seen, the action and its details): with the match, its idempotency key. */
  meaning: (variables: TVariables) => (string | number)[];
}

/**
 * A change to one match answering `{ match }`: the answer goes into the cached tournament at once (the scorer sees
 * it before any live event), then the tournament lists refresh; a refusal (409 stale version) refreshes them too.
 */
function useMatchMutation<TVariables>(
  { tournamentId, matchId }: MatchRef,
  { method, segments, meaning }: MatchRequest<TVariables>,
  callbacks: MutationCallbacks<MatchResponse, TVariables>,
) {
  const queryClient = useQueryClient();
  const request = (api: ApiRequest, variables: TVariables) =>
    api(apiPath('tournaments', tournamentId, 'matches', matchId, ...segments), {
      method,
      body: variables,
      schema: MatchResponseSchema,
      auth: 'required',
      headers: { 'Idempotency-Key': idempotencyKeyOf(tournamentId, matchId, ...meaning(variables)) },
    });
  return useApiMutation({
    request,
    changes: 'scoreChange',
    refreshOnError: true,
    beforeRefresh: ({ match }) => putMatchInTournament(queryClient, tournamentId, match),
    ...callbacks,
  });
}

/** POST …/matches/:matchId/points: the side that won the point, with the version of the match the scorer saw. */
export function useScorePoint(match: MatchRef, callbacks: MutationCallbacks<MatchResponse, ScorePoint> = {}) {
  return useMatchMutation(
    match,
    { method: 'POST', segments: ['points'], meaning: ({ team, version }) => [version, 'point', team] },
    callbacks,
  );
}

/** POST …/matches/:matchId/points/undo: takes back the last point. */
export function useUndoPoint(match: MatchRef, callbacks: MutationCallbacks<MatchResponse, UndoPoint> = {}) {
  return useMatchMutation(match, { method: 'POST', segments: ['points', 'undo'], meaning: ({ version }) => [version, 'undo'] }, callbacks);
}

/** PUT …/matches/:matchId/score: the final result at once (completed, walkover, retired) or its correction. */
export function useFinalScore(match: MatchRef, callbacks: MutationCallbacks<MatchResponse, FinalScoreInput> = {}) {
  return useMatchMutation(
    match,
    { method: 'PUT', segments: ['score'], meaning: (score) => [score.version, 'score', JSON.stringify(score)] },
    callbacks,
  );
}

/**
 * Points kept on the device and sent later (courtside scoring, decision 196): `send` posts one with the key it was
 * given when tapped (the same on every retry) and puts the answer into the cached tournament; `refetch` asks the
 * server's match again after a refusal.
 */
export function usePointSender({ tournamentId, matchId }: MatchRef) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      send: async (point: { team: MatchSide; version: number; key: string }): Promise<Match> => {
        const { match } = await api(apiPath('tournaments', tournamentId, 'matches', matchId, 'points'), {
          method: 'POST',
          body: { team: point.team, version: point.version },
          schema: MatchResponseSchema,
          auth: 'required',
          headers: { 'Idempotency-Key': point.key },
        });
        putMatchInTournament(queryClient, tournamentId, match);
        return match;
      },
      refetch: () => queryClient.refetchQueries({ queryKey: queryKeyOf(apiPath('tournaments', tournamentId)) }),
    }),
    [api, queryClient, tournamentId, matchId],
  );
}

/**
 * PUT /api/tournaments/:id/schedule: courts and start times of a round's matches at once, all or nothing (409 names a
 * double-booked court or team); the answer's matches go into the cached tournament at once.
 */
export function useScheduleRound(tournamentId: string, callbacks: MutationCallbacks<RoundScheduleResponse, RoundSchedule> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation({
    request: (api, schedule: RoundSchedule) =>
      api(apiPath('tournaments', tournamentId, 'schedule'), {
        method: 'PUT',
        body: schedule,
        schema: RoundScheduleResponseSchema,
        auth: 'required',
      }),
    changes: 'scoreChange',
    refreshOnError: true,
    beforeRefresh: ({ matches }) => matches.forEach((match) => putMatchInTournament(queryClient, tournamentId, match)),
    ...callbacks,
  });
}
