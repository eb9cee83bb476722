// npm run engines -- up [site|test]: starts the engines in the foreground and prints their environment.
// npm run engines -- down [site|test]: stops engines that test runs left running.
import { ensureEngines, stopEngines, type Profile } from './index';
import { stopOnSignal } from './stop-on-signal';

async function main(): Promise<void> {
  const [command = 'up', profileArg = 'site'] = process.argv.slice(2);
  if (!['up', 'down'].includes(command) || (profileArg !== 'site' && profileArg !== 'test')) {
    console.error('usage: npm run engines -- up|down [site|test]');
    process.exit(2);
  }
  if (command === 'down') {
    const stopped = await stopEngines(profileArg as Profile);
    console.error(`[engines] stopped: ${stopped.join(', ') || 'nothing was running'}`);
    return;
  }
  const engines = await ensureEngines(profileArg as Profile);
  for (const [key, value] of Object.entries(engines.env)) console.log(`export ${key}='${value}'`);
  console.error('[engines] running; Ctrl-C stops them');
  // The engine processes are unref'd (they may outlive test runs): this timer keeps the foreground command alive.
  const keepAlive = setInterval(() => undefined, 60_000);
  stopOnSignal(async () => {
    clearInterval(keepAlive);
    await engines.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
