import type { z } from 'zod';

/**
 * Validates settings (by default `process.env`) against a zod schema.
 * Throws one readable error listing every bad or missing key.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv | Record<string, unknown> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data as z.infer<S>;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
