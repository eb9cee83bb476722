export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.padelE2eStack;
  globalThis.padelE2eStack = undefined;
  if (stack) await stack.stop();
}
