import type { z } from 'zod';

/**
 * Secrets and passwords of the repository's local runs (the launcher, docker-compose.local.env, test containers):
 * known to everyone, so a deployment must never run with them.
 */
export const LOCAL_SECRETS: readonly string[] = ['padel-signup-local-secret', 'padel-local', 'padel-demo-2026', 'padel', 'guest', 'admin'];

const secretKey = /SECRET|PASSWORD/;

function passwordOf(value: string): string | undefined {
  try {
    const { password } = new URL(value);
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

/** The settings holding one of LOCAL_SECRETS: a secret or password itself, or the password of a URL (AMQP_URL…). */
export function settingsWithLocalSecrets(settings: Record<string, unknown>): string[] {
  return Object.entries(settings)
    .filter(([key, value]) => {
      if (typeof value !== 'string') return false;
      if (secretKey.test(key)) return LOCAL_SECRETS.includes(value);
      const password = key.endsWith('_URL') ? passwordOf(value) : undefined;
      return password !== undefined && LOCAL_SECRETS.includes(password);
    })
    .map(([key]) => key);
}

/** A deployment: NODE_ENV=production (our images) unless PADEL_PROFILE=local says this machine is a local run. */
export function isDeployment(env: NodeJS.ProcessEnv | Record<string, unknown>): boolean {
  return env.NODE_ENV === 'production' && env.PADEL_PROFILE !== 'local';
}

/**
 * Validates settings (by default `process.env`) against a zod schema.
 * Throws one readable error listing every bad or missing key, and, in a deployment (see isDeployment), one naming
 * every setting left at a local secret.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv | Record<string, unknown> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const settings = result.data as unknown;
  const local =
    isDeployment(env) && settings && typeof settings === 'object' ? settingsWithLocalSecrets(settings as Record<string, unknown>) : [];
  if (local.length > 0) {
    throw new Error(
      `Refusing to start with the repository's local secrets (NODE_ENV=production): ${local.join(', ')}. ` +
        'Set secrets of your own, or PADEL_PROFILE=local on a machine of your own only.',
    );
  }
  return result.data as z.infer<S>;
}
