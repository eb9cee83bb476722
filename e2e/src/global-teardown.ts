export default async function globalTeardown(): Promise<void> {
  const running = globalThis.padelE2eStack;
  globalThis.padelE2eStack = undefined;
  if (!running) return;
  try {
    await running.stack.stop();
  } finally {
    running.release();
  }
}
