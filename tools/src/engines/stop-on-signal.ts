/** On Ctrl-C or SIGTERM, runs `stop` once (a second signal while it runs does nothing), then exits with 0. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
