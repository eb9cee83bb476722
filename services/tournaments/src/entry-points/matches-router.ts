import type Router from '@koa/router';
import {
  FinalScoreSchema,
  MakeDrawSchema,
  MatchScheduleSchema,
  RoundScheduleSchema,
  ScorePointSchema,
  UndoPointSchema,
  type DrawResponse,
  type Match,
  type MatchResponse,
  type RoundScheduleResponse,
} from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validateBody, type AuthState } from '@padel/service-kit';
import { makeDraw, removeDraw } from '../domain/draw-service';
import { enterFinalScore, scheduleMatch, scheduleRound, scorePoint, undoPoint, type MatchRequest } from '../domain/match-service';

function matchRequest(ctx: { state: AuthState; params: Record<string, string>; get(field: string): string }): MatchRequest {
  return {
    caller: principalOf(ctx),
    tournamentId: ctx.params.id as string,
    matchId: ctx.params.matchId as string,
    idempotencyKey: ctx.get('idempotency-key').trim().slice(0, 200) || null,
  };
}

const answer = (match: Match): MatchResponse => ({ match });

/** The draw and the scoring of a tournament's matches: its organizer or an admin only. */
export function matchesRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api/tournaments/:id');
  router.use(requireAuth());

  router.post('/draw', async (ctx) => {
    const { paid_only: paidOnly = false } = validateBody(ctx, MakeDrawSchema);
    ctx.body = (await makeDraw(principalOf(ctx), ctx.params.id as string, { paidOnly })) satisfies DrawResponse;
    ctx.status = 201;
  });

  router.delete('/draw', async (ctx) => {
    ctx.body = await removeDraw(principalOf(ctx), ctx.params.id as string);
  });

  router.post('/matches/:matchId/points', async (ctx) => {
    const point = validateBody(ctx, ScorePointSchema);
    ctx.body = answer(await scorePoint(matchRequest(ctx), point));
  });

  router.post('/matches/:matchId/points/undo', async (ctx) => {
    const undo = validateBody(ctx, UndoPointSchema);
    ctx.body = answer(await undoPoint(matchRequest(ctx), undo));
  });

  router.put('/matches/:matchId/score', async (ctx) => {
    const result = validateBody(ctx, FinalScoreSchema);
    ctx.body = answer(await enterFinalScore(matchRequest(ctx), result));
  });

  router.patch('/matches/:matchId', async (ctx) => {
    const schedule = validateBody(ctx, MatchScheduleSchema);
    ctx.body = answer(await scheduleMatch(matchRequest(ctx), schedule));
  });

  router.put('/schedule', async (ctx) => {
    const schedule = validateBody(ctx, RoundScheduleSchema);
    ctx.body = { matches: await scheduleRound(principalOf(ctx), ctx.params.id as string, schedule) } satisfies RoundScheduleResponse;
  });

  return router;
}
