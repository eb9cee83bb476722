import type { Context } from 'koa';
import type { z } from 'zod';
import { AppError } from './errors';

export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

export function issuesOf(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code }));
}

/** Human text naming the first failing field, e.g. `country: Country must be at least 2 characters`. */
export function describeIssues(issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** Parsed value, or AppError 400 VALIDATION_FAILED naming the first issue, with the zod issues in `details`. */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const issues = issuesOf(result.error);
  throw new AppError(400, 'VALIDATION_FAILED', { text: describeIssues(issues), details: issues });
}

export function validateBody<S extends z.ZodTypeAny>(ctx: Context, schema: S): z.infer<S> {
  return validate(schema, (ctx.request as { body?: unknown }).body ?? {});
}

export function validateQuery<S extends z.ZodTypeAny>(ctx: Context, schema: S): z.infer<S> {
  return validate(schema, ctx.query);
}
