// Runs one service's or the gateway's src/app.ts in its own process: `tsx run-app.ts <workspace dir> '<overrides json>'`.
// Prints "READY <url>" once listening and stops gracefully on SIGTERM/SIGINT (used by the bench).
import path from 'node:path';

interface AppModule {
  start(overrides?: Record<string, unknown>): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
}

async function main(): Promise<void> {
  const [workspace, overridesJson = '{}'] = process.argv.slice(2);
  if (!workspace) throw new Error('usage: run-app.ts <workspace dir> [overrides json]');
  const app = (await import(path.resolve(workspace, 'src/app'))) as AppModule;
  const { url } = await app.start(JSON.parse(overridesJson) as Record<string, unknown>);
  process.stdout.write(`READY ${url}\n`);
  const stop = (): void => {
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
