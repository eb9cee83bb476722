import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEngines } from '../src/engines';
import { withEnginesLock } from '../src/engines/lock';
import { pingMongo } from '../src/engines/mongo';
import { startProcess, run, waitUntil } from '../src/engines/processes';
import { pingRabbit } from '../src/engines/rabbitmq';

describe('ensureEngines', () => {
  test('when the test engines are up, then every URL it returns answers as its engine', async () => {
    const { env } = await ensureEngines('test');

    await expect(pingMongo(env.MONGO_URL)).resolves.toBe(true);
    await expect(pingRabbit(env.AMQP_URL)).resolves.toBe(true);
    const discovery = await fetch(`${env.KEYCLOAK_URL}/realms/${env.KEYCLOAK_REALM}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${env.KEYCLOAK_PUBLIC_URL}/realms/padel`);
  });

  test('when it is called again, then it reuses the running engines instead of starting new ones', async () => {
    const started = Date.now();

    const engines = await ensureEngines('test');
    await engines.stop();

    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(pingMongo(engines.env.MONGO_URL)).resolves.toBe(true);
  });
});

describe('withEnginesLock', () => {
  test('when two callers race, then their critical sections never overlap', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-lock-'));
    const timeline: string[] = [];
    const critical = (name: string) => async () => {
      timeline.push(`${name}:in`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      timeline.push(`${name}:out`);
    };

    await Promise.all([withEnginesLock(dir, critical('a')), withEnginesLock(dir, critical('b'))]);

    expect(timeline).toHaveLength(4);
    expect(timeline[0]!.split(':')[0]).toBe(timeline[1]!.split(':')[0]);
    expect(fs.existsSync(path.join(dir, 'engines.lock'))).toBe(false);
  });

  test('when the lock holder died, then the stale lock is taken over', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-lock-'));
    fs.mkdirSync(path.join(dir, 'engines.lock'));
    fs.writeFileSync(path.join(dir, 'engines.lock', 'pid'), '999999');

    await expect(withEnginesLock(dir, async () => 'ran')).resolves.toBe('ran');
  });
});

describe("run (an engine's first-start set-up command)", () => {
  test('when a build runs, then timers and other readiness checks keep running meanwhile', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);

    await run('sleep', ['0.6']);
    clearInterval(ticker);

    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  test('when its stdout is piped, then it resolves with what the command printed', async () => {
    await expect(run('sh', ['-c', 'echo \'{"Dir":"/x"}\''], { stdio: ['ignore', 'pipe', 'pipe'] })).resolves.toBe('{"Dir":"/x"}\n');
  });

  test('when the command fails, then it rejects with its exit code and what it wrote to stderr', async () => {
    await expect(run('sh', ['-c', 'echo "no such module" >&2; exit 3'], { stdio: ['ignore', 'pipe', 'pipe'] })).rejects.toThrow(
      'failed with 3: no such module',
    );
  });
});

describe('waitUntil', () => {
  test('when an engine process never gets ready, then it is stopped and the error quotes its log', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-wait-'));
    const logFile = path.join(dir, 'engine.log');
    const engine = startProcess('stuck', 'sh', ['-c', 'echo "still starting"; exec sleep 60'], {
      env: process.env,
      logFile,
      pidFile: path.join(dir, 'engine.pid'),
    });

    const waited = waitUntil('Stuck engine', async () => false, { timeoutMs: 1000, logFile, process: engine });

    await expect(waited).rejects.toThrow(/Stuck engine not ready after 1 s[\s\S]*still starting/);
    expect(engine.child.exitCode !== null || engine.child.signalCode !== null).toBe(true);
    expect(fs.existsSync(path.join(dir, 'engine.pid'))).toBe(false);
  });
});
