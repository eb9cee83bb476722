/**
 * `npm run bench`: the cost of the gateway, live updates and the weight of the News page, in one run.
 *  1. GET /api/news directly against the news service and through the gateway (autocannon in a child process so
 *     the load generator does not share the servers' event loop): 2 s warm-up, then 10 connections × 10 s each.
 *  2. Live updates: 200 server-sent events clients on the demo tournament with a match in play, through the gateway;
 *     50 points scored one after the other; the time from each scoring request to its event at each client.
 *  3. The JavaScript the browser loads for /news (Debian's Chromium through playwright-core), each script
 *     gzipped at level 9.
 *  4. The ranking at league scale (bench-rankings.ts): 100,000 generated players in their own players service;
 *     GET /api/rankings' first page and a search through the gateway (as in 1), and the time from tournament-completed
 *     to its new edition served, 3 times. Prints a table and writes bench-results/latest.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { MongoClient } from 'mongodb';
import { measureLiveUpdates } from './bench-live';
import {
  commonNamePart,
  deleteBenchQueues,
  measureNewEditions,
  PLAYERS_BENCH_DB,
  PLAYERS_BENCH_QUEUE_PREFIX,
  RANKING_PLAYERS,
  seedRankingBench,
} from './bench-rankings';
import { ensureEngines, repoRoot } from './engines';
import { CHROMIUM_PATH, ensureChromium } from './chromium';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const LIVE_CLIENTS = 200;
const LIVE_POINTS = 50;
const TOURNAMENTS_BENCH_DB = 'padel_tournaments_bench';
const EDITION_RUNS = 3;
/** A run longer than this ends the series (the target is 10 s). */
const EDITION_TIMEOUT_MS = 2 * 60_000;
/** How long a stopped app may take to finish what it is doing before it is killed. */
const STOP_GRACE_MS = 15_000;
/** Issue 10's targets. */
const TARGETS = { pageP99Ms: 50, newEditionMs: 10_000 };
const FRONT_ENDS = ['shell', 'mf-public', 'mf-teams', 'mf-host'] as const;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface LoadResult {
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs the autocannon CLI against `url` and reads its JSON report. */
function autocannon(url: string, connections: number, durationS: number): Promise<LoadResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', '-c', String(connections), '-d', String(durationS), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      const report = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { mean: number; p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: report.requests.average,
        latencyMeanMs: report.latency.mean,
        latencyP50Ms: report.latency.p50,
        latencyP99Ms: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}

/** Warm-up, then the measured run; unless `reportErrors`, failed answers make the figures meaningless and throw. */
async function measure(label: string, url: string, reportErrors = false): Promise<LoadResult> {
  console.log(`[bench] ${label}: warm-up ${WARMUP_S} s, then ${CONNECTIONS} connections × ${DURATION_S} s — ${url}`);
  await autocannon(url, CONNECTIONS, WARMUP_S);
  const result = await autocannon(url, CONNECTIONS, DURATION_S);
  if (!reportErrors && (result.non2xx > 0 || result.errors > 0))
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors — the numbers would be meaningless`);
  return result;
}

function ensureFrontEndsBuilt(): void {
  const missing = FRONT_ENDS.filter(
    (workspace) => !fs.existsSync(path.join(repoRoot, workspace, 'dist', workspace === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (missing.length === 0) return;
  console.log(`[bench] front ends not built (${missing.join(', ')}): running npm run build for them`);
  execFileSync('npm', ['run', 'build', ...FRONT_ENDS.flatMap((workspace) => ['-w', `@padel/${workspace}`])], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** Every script the browser fetches for `pageUrl`, with its raw and gzip -9 size. */
async function newsPageScripts(pageUrl: string): Promise<Array<{ url: string; bytes: number; gzipBytes: number }>> {
  ensureChromium();
  const { chromium } = await import('playwright-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; bytes: number; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Starts a workspace's src/app.ts in a child process (tools/src/run-app.ts) and resolves once it listens. */
function startAppProcess(workspace: string, overrides: Record<string, unknown>): Promise<{ url: string; stop: () => Promise<void> }> {
  // tsx as a loader of this one process (not its CLI, which runs the app in a child a kill would not reach).
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(__dirname, 'run-app.ts'),
      path.join(repoRoot, workspace),
      JSON.stringify(overrides),
    ],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    // A service still busy with an event (a ranking run that timed out) is not waited for.
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve({ url: ready[1]!, stop });
    });
    child.once('exit', (code) => reject(new Error(`${workspace} exited with code ${code} before it was ready`)));
  });
}

async function dropDatabase(mongoUrl: string | undefined, name: string): Promise<void> {
  if (!mongoUrl) throw new Error('MONGO_URL is not set: the engines did not start');
  const client = await MongoClient.connect(mongoUrl);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const engines = await ensureEngines('test');
  Object.assign(process.env, engines.env);
  ensureFrontEndsBuilt();

  // Each app in its own process, as deployed, so the gateway's figures are not shared with the service's event loop.
  const stops: Array<() => Promise<void>> = [() => engines.stop()];
  try {
    const news = await startAppProcess('services/news', { PORT: 0, MONGO_DB: 'padel_news_bench' });
    stops.unshift(news.stop);
    // The demo data afresh: a tournament with a match in play that the live part scores.
    await dropDatabase(engines.env.MONGO_URL, TOURNAMENTS_BENCH_DB);
    const tournaments = await startAppProcess('services/tournaments', {
      PORT: 0,
      MONGO_DB: TOURNAMENTS_BENCH_DB,
      QUEUE_PREFIX: 'tournaments-bench',
      SEED_DEMO_DATA: true,
    });
    stops.unshift(tournaments.stop);
    // The ranking's league: generated first, so the service starts on it (its first edition read from the store).
    if (!engines.env.MONGO_URL) throw new Error('MONGO_URL is not set: the engines did not start');
    const rankingSeed = await seedRankingBench(engines.env.MONGO_URL);
    await deleteBenchQueues(engines.env.AMQP_URL);
    const playersStarted = Date.now();
    const players = await startAppProcess('services/players', {
      PORT: 0,
      MONGO_DB: PLAYERS_BENCH_DB,
      QUEUE_PREFIX: PLAYERS_BENCH_QUEUE_PREFIX,
      SEED_DEMO_DATA: false,
    });
    stops.unshift(() => deleteBenchQueues(engines.env.AMQP_URL));
    stops.unshift(players.stop);
    const playersStartS = (Date.now() - playersStarted) / 1000;
    console.log(`[bench] players service ready on ${RANKING_PLAYERS.toLocaleString('en')} players after ${fixed(playersStartS)} s`);
    const gateway = await startAppProcess('gateway', {
      PORT: 0,
      NEWS_URL: news.url,
      TOURNAMENTS_URL: tournaments.url,
      PLAYERS_URL: players.url,
    });
    stops.unshift(gateway.stop);
    const direct = await measure('direct', `${news.url}/api/news`);
    const viaGateway = await measure('gateway', `${gateway.url}/api/news`);
    console.log(`[bench] live: ${LIVE_CLIENTS} server-sent events clients through the gateway, ${LIVE_POINTS} points scored`);
    const live = await measureLiveUpdates(gateway.url, LIVE_CLIENTS, LIVE_POINTS);
    const scripts = await newsPageScripts(`${gateway.url}/news`);
    const firstPagePath = '/api/rankings?page=1&limit=20';
    const searchPath = `/api/rankings?q=${encodeURIComponent(commonNamePart(rankingSeed.season))}`;
    const firstPage = await measure('rankings first page', `${gateway.url}${firstPagePath}`, true);
    const search = await measure('rankings search', `${gateway.url}${searchPath}`, true);
    console.log(`[bench] rankings: ${EDITION_RUNS} tournament-completed events of 64 teams, each until its edition is served`);
    const editions = await measureNewEditions(gateway.url, engines.env.AMQP_URL, rankingSeed.season, EDITION_RUNS, EDITION_TIMEOUT_MS);
    const served = editions.runsMs.filter((ms): ms is number => ms !== null);
    const editionMaxMs = served.length === editions.runsMs.length && served.length > 0 ? Math.max(...served) : null;
    const met = {
      firstPageP99: firstPage.latencyP99Ms <= TARGETS.pageP99Ms && firstPage.errors + firstPage.non2xx === 0,
      searchP99: search.latencyP99Ms <= TARGETS.pageP99Ms && search.errors + search.non2xx === 0,
      newEdition: editionMaxMs !== null && editionMaxMs <= TARGETS.newEditionMs,
    };
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const totalRaw = scripts.reduce((sum, script) => sum + script.bytes, 0);

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      load: { path: '/api/news', connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, direct, gateway: viaGateway },
      ratio: {
        gatewayToDirectRps: viaGateway.requestsPerSecond / direct.requestsPerSecond,
        meanOverheadMs: viaGateway.latencyMeanMs - direct.latencyMeanMs,
        p50OverheadMs: viaGateway.latencyP50Ms - direct.latencyP50Ms,
        p99OverheadMs: viaGateway.latencyP99Ms - direct.latencyP99Ms,
      },
      live: { path: '/api/tournaments/:id/live', ...live },
      newsPageJavaScript: { scripts, totalBytes: totalRaw, totalGzipBytes: totalGzip },
      rankings: {
        players: RANKING_PLAYERS,
        ranked: rankingSeed.ranked,
        seedSeconds: rankingSeed.seconds,
        serviceStartSeconds: playersStartS,
        firstPage: { path: firstPagePath, ...firstPage },
        search: { path: searchPath, ...search },
        newEdition: { ...editions, maxMs: editionMaxMs },
        targets: { ...TARGETS, met },
      },
    };

    console.log('\nGET /api/news                req/s    mean ms   p50 ms   p99 ms');
    for (const [label, result] of [
      ['direct (news service)', direct],
      ['through the gateway', viaGateway],
    ] as const) {
      console.log(
        `${label.padEnd(26)}${fixed(result.requestsPerSecond).padStart(9)}${fixed(result.latencyMeanMs, 2).padStart(11)}` +
          `${fixed(result.latencyP50Ms).padStart(9)}${fixed(result.latencyP99Ms).padStart(9)}`,
      );
    }
    console.log(
      `gateway / direct: ${fixed(results.ratio.gatewayToDirectRps * 100)} % of the throughput, ` +
        `+${fixed(results.ratio.meanOverheadMs, 2)} ms mean, +${fixed(results.ratio.p50OverheadMs)} ms p50, +${fixed(results.ratio.p99OverheadMs)} ms p99`,
    );
    console.log(
      `\nLive: scoring request → SSE event (${live.clients} clients × ${live.points} points)   mean ms   p50 ms   p99 ms   max ms`,
    );
    console.log(
      `${'through the gateway'.padEnd(66)}${fixed(live.latencyMeanMs).padStart(8)}${fixed(live.latencyP50Ms).padStart(9)}` +
        `${fixed(live.latencyP99Ms).padStart(9)}${fixed(live.latencyMaxMs).padStart(9)}`,
    );
    console.log(`(the scoring request itself answered in ${fixed(live.requestP50Ms)} ms at p50)`);
    console.log('\nJavaScript loaded by /news           raw      gzip -9');
    for (const script of scripts)
      console.log(`${script.url.padEnd(32)}${kb(script.bytes).padStart(10)}${kb(script.gzipBytes).padStart(11)}`);
    console.log(`${'total'.padEnd(32)}${kb(totalRaw).padStart(10)}${kb(totalGzip).padStart(11)}  (${scripts.length} files)`);

    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `\nGET /api/rankings, ${RANKING_PLAYERS.toLocaleString('en')} players, gateway   req/s    mean ms   p50 ms   p99 ms   errors   p99 ≤ ${TARGETS.pageP99Ms} ms`,
    );
    for (const [label, result, ok] of [
      [`first page (page=1&limit=20)`, firstPage, met.firstPageP99],
      [`search (${searchPath.split('?')[1]})`, search, met.searchP99],
    ] as const) {
      console.log(
        `${label.padEnd(48)}${fixed(result.requestsPerSecond).padStart(9)}${fixed(result.latencyMeanMs, 2).padStart(11)}` +
          `${fixed(result.latencyP50Ms).padStart(9)}${fixed(result.latencyP99Ms).padStart(9)}` +
          `${String(result.errors + result.non2xx).padStart(9)}   ${verdict(ok)}`,
      );
    }
    const runs = editions.runsMs.map((ms) => (ms === null ? `> ${editions.timeoutMs / 1000} s` : `${Math.round(ms)} ms`));
    console.log(
      `\nNew edition served after tournament-completed (${editions.teams} teams): ${runs.join(', ')}; ` +
        `max ${editionMaxMs === null ? 'n/a' : `${Math.round(editionMaxMs)} ms`} — target ≤ ${TARGETS.newEditionMs / 1000} s: ${verdict(met.newEdition)}`,
    );
    console.log(
      `(${rankingSeed.ranked.toLocaleString('en')} ranked; generated and stored in ${fixed(rankingSeed.seconds)} s; the service started in ${fixed(playersStartS)} s)`,
    );

    const outDir = path.join(repoRoot, 'bench-results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n[bench] written to ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
  } finally {
    for (const stop of stops) await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
