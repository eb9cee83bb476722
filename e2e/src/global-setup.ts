import os from 'node:os';
import path from 'node:path';
import { acquireLock } from '@padel/tools/engines/lock';
import { startStack, type Stack } from '@padel/tools/stack';

declare global {
  var padelE2eStack: { stack: Stack; release: () => void } | undefined;
}

/**
 * Starts engines, services and gateway (serving the built front ends) and hands the base URL to the tests.
 * The stack uses fixed test ports, so concurrent e2e runs wait for each other.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const release = await acquireLock(path.join(os.tmpdir(), 'padel-e2e-stack.lock'));
  try {
    const stack = await startStack({ profile: 'test' });
    globalThis.padelE2eStack = { stack, release };
    Object.assign(process.env, stack.env, { E2E_BASE_URL: stack.baseUrl, PADEL_ENGINES_READY: '1' });
  } catch (error) {
    release();
    throw error;
  }
}
