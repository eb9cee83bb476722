import { startStack, type Stack } from '../../tools/src/stack';

declare global {
  var padelE2eStack: Stack | undefined;
}

/** Starts engines, services and gateway (serving the built front ends) and hands the base URL to the tests. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const stack = await startStack({ profile: 'test' });
  globalThis.padelE2eStack = stack;
  Object.assign(process.env, stack.env, { E2E_BASE_URL: stack.baseUrl, PADEL_ENGINES_READY: '1' });
}
