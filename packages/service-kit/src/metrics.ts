import type { Middleware } from 'koa';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process (a service or the gateway): process metrics (CPU, memory, event-loop lag, GC) and the
 * HTTP metrics below. Other modules (the event bus, the outbox relay) register their own metrics on it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The matched route's pattern (`/api/tournaments/:id`), never the raw path: one series per route, not per id. */
export type RouteOf = (ctx: Parameters<Middleware>[0]) => string;
/** The route label of a service's answers (@koa/router's matched pattern). */
export const routePatternOf: RouteOf = (ctx) => (ctx as { _matchedRoute?: unknown })._matchedRoute?.toString() ?? 'unmatched';

/** One series of each metric per method, route and status, looked up once and kept: labels are not hashed per request. */
type Series = { count: () => void; observe: (seconds: number) => void };
const seriesByLabels = new Map<string, Series>();
function seriesOf(method: string, route: string, status: string): Series {
  const key = `${method} ${status} ${route}`;
  let series = seriesByLabels.get(key);
  if (!series) {
    const labels = { method, route, status };
    const counter = httpRequests.labels(labels);
    const histogram = httpDuration.labels(labels);
    series = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
    seriesByLabels.set(key, series);
  }
  return series;
}

/** Counts one answered request and observes its duration (an answer given before Koa: the micro-cache's). */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const series = seriesOf(method, route, String(status));
  series.count();
  series.observe(seconds);
}

/** Counts and times every request once its response is closed (streams count whole). Place it first. */
export function httpMetricsMiddleware(routeOf: RouteOf = routePatternOf): Middleware {
  return async (ctx, next) => {
    const startedAt = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const record = () => recordRequest(ctx.method, routeOf(ctx), ctx.status, Number(process.hrtime.bigint() - startedAt) / 1e9);
      if (ctx.res.closed) record();
      else ctx.res.once('close', record);
    }
  };
}

/** `GET /metrics` in the Prometheus text format. */
export function metricsRoute(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Content-Type', metricsRegistry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metricsRegistry.metrics();
  };
}
