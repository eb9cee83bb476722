import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { Logger } from 'pino';
import { AppError } from './errors';
import { isDuplicateKeyError } from './mongo-concurrency';
import { describeIssues, issuesOf } from './validate';

interface ErrorAnswer {
  status: number;
  error: string;
  details?: unknown;
}

const HTTP_TEXTS: Record<number, string> = {
  400: 'Malformed request body',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

/** Maps any thrown error to a status and a human text that is safe to show. */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return { status: error.status, error: error.message, details: error.details };
  if (error instanceof z.ZodError) {
    const issues = issuesOf(error);
    return { status: 400, error: describeIssues(issues), details: issues };
  }
  if (error instanceof mongoose.Error.CastError) return { status: 400, error: `Invalid ${error.path}` };
  if (error instanceof mongoose.Error.ValidationError) {
    const details = Object.values(error.errors).map((e) => ({ path: e.path, message: e.message }));
    return { status: 400, error: details[0] ? `${details[0].path}: ${details[0].message}` : 'Invalid data', details };
  }
  if (isDuplicateKeyError(error)) return { status: 409, error: 'Already exists' };
  // Errors with a 4xx status from middleware (body parser: malformed JSON 400, too large 413, 415).
  const httpError = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof httpError.status === 'number' && httpError.status >= 400 && httpError.status < 500) {
    const fallback = HTTP_TEXTS[httpError.status] ?? 'Bad request';
    return { status: httpError.status, error: httpError.expose ? String(httpError.message) : fallback };
  }
  return { status: 500, error: 'Internal server error' };
}

/** Answers errors as JSON `{ error, details? }`; logs 5xx with the stack, 4xx briefly. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = answerFor(error);
      const log = (ctx.state as { log?: Logger }).log ?? logger;
      if (answer.status >= 500) log.error({ err: error, status: answer.status }, 'request failed');
      else log.info({ status: answer.status, error: answer.error }, 'request rejected');
      ctx.status = answer.status;
      ctx.body = answer.details === undefined ? { error: answer.error } : { error: answer.error, details: answer.details };
    }
  };
}
