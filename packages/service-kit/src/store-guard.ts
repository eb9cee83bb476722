import type { Middleware } from 'koa';
import { AppError } from './errors';

/** Driver and mongoose errors that mean the database cannot be reached (not that a command was wrong). */
const UNREACHABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
]);

export function isStoreUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNREACHABLE_ERRORS.has(error.name)) return true;
  // The driver wraps a dropped connection in other errors too: it labels those it would retry.
  const labels = (error as { errorLabelSet?: Set<string> }).errorLabelSet;
  return labels?.has('ResetPool') === true || labels?.has('PoolRequestedRetry') === true;
}

/**
 * Answers 503 STORE_UNAVAILABLE (with Retry-After, from the error middleware) at once while the database connection
 * is down, instead of letting each request wait for the driver to give up; requests flow again as soon as it is back.
 */
export function storeGuard(storeAvailable: () => boolean): Middleware {
  return async (_ctx, next) => {
    if (!storeAvailable()) throw new AppError(503, 'STORE_UNAVAILABLE');
    await next();
  };
}
