import { randomBytes } from 'node:crypto';

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the jest global setup provides the test engines`);
  return value;
}

/** A database name of its own for one test file. */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_test_${randomBytes(4).toString('hex')}`;
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
