import type { Middleware } from 'koa';

/** Each dependency `/ready` checks, by name: up or not. */
export type ReadinessChecks = Record<string, boolean>;
export type ReadinessCheck = () => Promise<boolean>;

/** Runs the checks in parallel; a check that throws counts as down. */
export async function runReadinessChecks(checks: Record<string, ReadinessCheck>): Promise<ReadinessChecks> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]!().catch(() => false)));
  return Object.fromEntries(names.map((name, index) => [name, results[index]!]));
}

export interface HealthRoutesOptions {
  /** Named as `service` in both answers; the gateway, which is no service, leaves it out. */
  service?: string;
  /** Run on each `GET /ready`: ready when true or when every check is; a rejection counts as not ready. */
  ready: () => Promise<boolean | ReadinessChecks>;
  /** How the checks appear in the answers; default as booleans. */
  showChecks?: (checks: ReadinessChecks) => Record<string, unknown>;
  /** The 503 body when not ready; default `{ error: 'Service not ready', details: shownChecks }`. */
  notReady?: (shownChecks: Record<string, unknown> | undefined) => { error: string; details?: unknown };
}

/**
 * `GET|HEAD /health`: liveness, always 200 `{ status: 'ok' }`. `GET|HEAD /ready`: 200 `{ status: 'ready', checks }`
 * or 503 with the error body (answered, not thrown: a failing probe is no server error). Other requests pass on.
 */
export function healthRoutes(options: HealthRoutesOptions): Middleware {
  const { service, ready, showChecks = (checks) => checks } = options;
  const notReady = options.notReady ?? ((shownChecks) => ({ error: 'Service not ready', details: shownChecks }));
  const named = service === undefined ? {} : { service };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.body = { status: 'ok', ...named };
      return;
    }
    if (ctx.path === '/ready') {
      const result = await ready().catch(() => false);
      const checks = typeof result === 'boolean' ? undefined : showChecks(result);
      const isReady = typeof result === 'boolean' ? result : Object.values(result).every(Boolean);
      ctx.status = isReady ? 200 : 503;
      ctx.body = isReady ? { status: 'ready', ...named, checks } : notReady(checks);
      return;
    }
    await next();
  };
}
