import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { Logger } from 'pino';
import { apiMessage, type ApiCode, type ApiParams } from '@padel/contracts';
import { AppError } from './errors';
import { isDuplicateKeyError } from './mongo-concurrency';
import { isStoreUnreachable } from './store-guard';
import { describeIssues, issuesOf } from './validate';

interface ErrorAnswer {
  status: number;
  error: string;
  /** Stable, machine-readable (api-codes.ts in contracts): clients translate by it. */
  code: ApiCode;
  params?: ApiParams;
  details?: unknown;
}

/** A 503 says when to try again: a database or identity provider that restarts is back within seconds. */
const RETRY_AFTER_SECONDS = 5;

const HTTP_CODES: Record<number, ApiCode> = {
  400: 'MALFORMED_BODY',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_CONTENT_TYPE',
};

/** Maps any thrown error to a status, a stable code and a human (English) text that is safe to show. */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const answer: ErrorAnswer = { status: error.status, error: error.message, code: error.code, details: error.details };
    if (error.params) answer.params = error.params;
    return answer;
  }
  if (error instanceof z.ZodError) {
    const issues = issuesOf(error);
    return { status: 400, error: describeIssues(issues), code: 'VALIDATION_FAILED', details: issues };
  }
  if (error instanceof mongoose.Error.CastError) {
    const params = { field: error.path };
    return { status: 400, error: apiMessage('INVALID_VALUE', params), code: 'INVALID_VALUE', params };
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const details = Object.values(error.errors).map((e) => ({ path: e.path, message: e.message }));
    const text = details[0] ? `${details[0].path}: ${details[0].message}` : 'Invalid data';
    return { status: 400, error: text, code: 'VALIDATION_FAILED', details };
  }
  if (isStoreUnreachable(error)) return { status: 503, error: apiMessage('STORE_UNAVAILABLE'), code: 'STORE_UNAVAILABLE' };
  if (isDuplicateKeyError(error)) return { status: 409, error: apiMessage('ALREADY_EXISTS'), code: 'ALREADY_EXISTS' };
  // Errors with a 4xx status from middleware (body parser: malformed JSON 400, too large 413, 415).
  const httpError = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof httpError.status === 'number' && httpError.status >= 400 && httpError.status < 500) {
    const code = HTTP_CODES[httpError.status] ?? 'BAD_REQUEST';
    return { status: httpError.status, error: httpError.expose ? String(httpError.message) : apiMessage(code), code };
  }
  return { status: 500, error: apiMessage('INTERNAL_ERROR'), code: 'INTERNAL_ERROR' };
}

/** The JSON body of an answer: `{ error, code, params?, details? }`. */
export function errorBodyOf({ error, code, params, details }: ErrorAnswer): Record<string, unknown> {
  return { error, code, ...(params === undefined ? {} : { params }), ...(details === undefined ? {} : { details }) };
}

/**
 * What a failed request is answered: its status, its JSON body and the Retry-After to set (unless the route set its
 * own): the error's own (a limit's 429), else a 503's. Logs 5xx with the stack, 4xx briefly. Used by errorMiddleware and by answers given without Koa.
 */
export function failedRequestAnswer(
  error: unknown,
  log: Logger,
  retryAfterSet: boolean,
): { status: number; body: Record<string, unknown>; retryAfter?: string } {
  const answer = answerFor(error);
  if (answer.status >= 500) log.error({ err: error, status: answer.status }, 'request failed');
  else log.info({ status: answer.status, code: answer.code, error: answer.error }, 'request rejected');
  // A route that knows better (a live stream's reconnect delay) has set its own.
  const ownRetryAfter = error instanceof AppError ? error.retryAfterSeconds : undefined;
  const retryAfter = retryAfterSet
    ? undefined
    : ownRetryAfter !== undefined
      ? String(ownRetryAfter)
      : answer.status === 503
        ? String(RETRY_AFTER_SECONDS)
        : undefined;
  return { status: answer.status, body: errorBodyOf(answer), ...(retryAfter ? { retryAfter } : {}) };
}

/** Answers errors as JSON `{ error, code, params?, details? }`; logs 5xx with the stack, 4xx briefly. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const log = (ctx.state as { log?: Logger }).log ?? logger;
      const { status, body, retryAfter } = failedRequestAnswer(error, log, Boolean(ctx.response.get('Retry-After')));
      ctx.status = status;
      if (retryAfter) ctx.set('Retry-After', retryAfter);
      ctx.body = body;
    }
  };
}
