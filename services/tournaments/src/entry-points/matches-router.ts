import Router from '@koa/router';
import {
  FinalScoreSchema,
  MatchScheduleSchema,
  ScorePointSchema,
  UndoPointSchema,
  type DrawResponse,
  type Match,
  type MatchResponse,
} from '@padel/contracts';
import { principalOf, requireAuth, validateBody, type AuthState, type Principal } from '@padel/service-kit';
import { makeDraw, removeDraw, type Actor } from '../domain/draw-service';
import { enterFinalScore, scheduleMatch, scorePoint, undoPoint, type MatchRequest } from '../domain/match-service';

/** The caller's display name from the verified token's claims (name, else given + family name, else e-mail). */
function nameOf(principal: Principal): string {
  try {
    const payload = JSON.parse(Buffer.from(principal.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const given = [payload.given_name, payload.family_name].filter((part) => typeof part === 'string' && part).join(' ');
    const name = typeof payload.name === 'string' && payload.name ? payload.name : given;
    return name || principal.email || 'Organizer';
  } catch {
    return principal.email || 'Organizer';
  }
}

const actorOf = (ctx: { state: AuthState }): Actor => {
  const principal = principalOf(ctx);
  return { principal, name: nameOf(principal) };
};

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
  const router = new Router<AuthState>({ prefix: '/api/tournaments/:id' });
  router.use(requireAuth());

  router.post('/draw', async (ctx) => {
    ctx.body = (await makeDraw(actorOf(ctx), ctx.params.id as string)) satisfies DrawResponse;
    ctx.status = 201;
  });

  router.delete('/draw', async (ctx) => {
    ctx.body = await removeDraw(actorOf(ctx), ctx.params.id as string);
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

  return router;
}
