/**
 * `npm run bench [-- --only pages,javascript,api,live,rankings] [--runs N] [--no-build]`: issue 14's figures and the
 * earlier ones in one run, printed as one table beside their targets and written to bench-results/latest.json; exits 1
 * when a target is missed. Sections (all by default; `--only` picks some):
 *  - pages: Lighthouse 12 on each page (home, rankings, tournaments, a tournament's page, my teams signed in), mobile
 *    (default throttling) and desktop preset, the median of N runs (default 3) — bench-pages.ts;
 *  - javascript: the compressed JavaScript each page's first route loads, each remote's remoteEntry.js and the modules
 *    two front ends would both ship — bundle-report.ts;
 *    (pages and javascript run on the built stack on the test ports, as the browser tests do, one at a time)
 *  - api: GET /api/news from a bare node:http server with the same bytes, the news service directly and through the
 *    gateway, autocannon in a child process (10 connections, 2 s warm-up, 10 s) — bench-api.ts;
 *  - live: 200 server-sent events clients through the gateway, 50 points scored — bench-live.ts;
 *  - rankings: 100,000 generated players; the ranking's first page and a search through the gateway, and the time from
 *    tournament-completed to its new edition served — bench-rankings.ts;
 *  - league: a whole generated league (seed:scale --league) in every service; each list the API serves through the
 *    gateway at 10 connections, public and signed in as the busiest player and organizer — bench-league.ts.
 * Apps run at LOG_LEVEL info (every request logged), as deployed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { API_TARGETS, measureApi, type ApiFigures } from './bench-api';
import { measureLiveUpdates, type LiveLatency } from './bench-live';
import { CONNECTIONS, DURATION_S, measure, startAppProcess, WARMUP_S, type AppProcess, type LoadResult } from './bench-load';
import { measurePages, PAGE_TARGETS, type PageFigures } from './bench-pages';
import { LEAGUE_TARGETS, leagueServiceSettings, measureLeagueLists, seedLeagueBench } from './bench-league';
import {
  commonNamePart,
  deleteBenchQueues,
  measureNewEditions,
  PLAYERS_BENCH_DB,
  PLAYERS_BENCH_QUEUE_PREFIX,
  RANKING_PLAYERS,
  seedRankingBench,
} from './bench-rankings';
import { renderTable, missedFigures, sectionsToRun, tableJson, type Figure, type Section } from './bench-table';
import {
  budgetPages,
  duplicatePackages,
  findDuplicateModules,
  FIRST_ROUTE_SCRIPT_BUDGET,
  measurePageScripts,
  REMOTE_ENTRY_BUDGET,
  remoteEntrySizes,
  type PageToMeasure,
} from './bundle-report';
import { ensureEngines, repoRoot } from '../engines';
import { acquireLock } from '../engines/lock';
import { startStack } from '../stack/stack';

const LIVE_CLIENTS = 200;
const LIVE_POINTS = 50;
const TOURNAMENTS_BENCH_DB = 'padel_tournaments_bench';
const EDITION_RUNS = 3;
/** A run longer than this ends the series (the target is 10 s). */
const EDITION_TIMEOUT_MS = 2 * 60_000;
/** Issue 10's targets. */
const RANKING_TARGETS = { pageP99Ms: 50, newEditionMs: 10_000 };

function flagValue(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

async function dropDatabase(mongoUrl: string, name: string): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

const KB = 1024;

function pageFigures(pages: PageFigures[]): Figure[] {
  return pages.flatMap(({ name, mobile, desktop }) => {
    const section = `pages: ${name}`;
    const at = (op: '>=' | '<=', value: number) => ({ op, value });
    return [
      {
        section,
        name: 'mobile performance',
        value: mobile.performance,
        unit: '',
        digits: 2,
        target: at('>=', PAGE_TARGETS.mobile.performance),
      },
      { section, name: 'mobile LCP', value: mobile.lcpMs / 1000, unit: 's', digits: 2, target: at('<=', PAGE_TARGETS.mobile.lcpMs / 1000) },
      // No target: it shows how much of the LCP is spent before anything is painted at all.
      { section, name: 'mobile FCP', value: mobile.fcpMs / 1000, unit: 's', digits: 2 },
      { section, name: 'mobile TBT', value: mobile.tbtMs, unit: 'ms', digits: 0, target: at('<=', PAGE_TARGETS.mobile.tbtMs) },
      { section, name: 'mobile CLS', value: mobile.cls, unit: '', digits: 3, target: at('<=', PAGE_TARGETS.mobile.cls) },
      {
        section,
        name: 'desktop LCP',
        value: desktop.lcpMs / 1000,
        unit: 's',
        digits: 2,
        target: at('<=', PAGE_TARGETS.desktop.lcpMs / 1000),
      },
      { section, name: 'desktop CLS', value: desktop.cls, unit: '', digits: 3, target: at('<=', PAGE_TARGETS.desktop.cls) },
      {
        section,
        name: 'accessibility',
        value: Math.min(mobile.accessibility, desktop.accessibility),
        unit: '',
        digits: 2,
        target: at('>=', PAGE_TARGETS.accessibility),
      },
    ];
  });
}

function apiFigures(api: ApiFigures): Figure[] {
  const section = `API: GET ${api.path} (${(api.bodyBytes / KB).toFixed(1)} KB)`;
  return [
    { section, name: 'bare node:http req/s', value: api.bare.requestsPerSecond, unit: '', digits: 0 },
    { section, name: 'news service (direct) req/s', value: api.direct.requestsPerSecond, unit: '', digits: 0 },
    { section, name: 'through the gateway req/s', value: api.gateway.requestsPerSecond, unit: '', digits: 0 },
    { section, name: 'bare CPU per request', value: api.cpuUsPerRequest.bare, unit: 'µs', digits: 0 },
    { section, name: 'news service CPU per request', value: api.cpuUsPerRequest.direct, unit: 'µs', digits: 0 },
    { section, name: 'gateway CPU per request', value: api.cpuUsPerRequest.gateway, unit: 'µs', digits: 0 },
    { section, name: 'bare p99 latency', value: api.bare.latencyP99Ms, unit: 'ms', digits: 0 },
    { section, name: 'direct p99 latency', value: api.direct.latencyP99Ms, unit: 'ms', digits: 0 },
    { section, name: 'gateway p99 latency', value: api.gateway.latencyP99Ms, unit: 'ms', digits: 0 },
    {
      section,
      name: 'direct / bare throughput',
      value: api.directToBareRps * 100,
      unit: '%',
      target: { op: '>=', value: API_TARGETS.directToBareRps * 100 },
    },
    {
      section,
      name: 'gateway / direct throughput',
      value: api.gatewayToDirectRps * 100,
      unit: '%',
      target: { op: '>=', value: API_TARGETS.gatewayToDirectRps * 100 },
    },
    { section, name: 'gateway p50 overhead', value: api.gatewayP50OverheadMs, unit: 'ms', digits: 0 },
    {
      section,
      name: 'gateway p99 overhead',
      value: api.gatewayP99OverheadMs,
      unit: 'ms',
      digits: 0,
      target: { op: '<=', value: API_TARGETS.gatewayP99OverheadMs },
    },
    {
      section,
      name: 'gateway errors and non-2xx',
      value: api.gatewayErrors,
      unit: '',
      digits: 0,
      target: { op: '<=', value: API_TARGETS.gatewayErrors },
    },
    // No targets: the proxy hop alone, every read sent on to the service (decision 170).
    { section, name: 'gateway, read cache off, req/s', value: api.proxiedGateway.requestsPerSecond, unit: '', digits: 0 },
    { section, name: 'gateway, read cache off, CPU per request', value: api.cpuUsPerRequest.proxiedGateway, unit: 'µs', digits: 0 },
    { section, name: 'gateway, read cache off, p99 latency', value: api.proxiedGateway.latencyP99Ms, unit: 'ms', digits: 0 },
    { section, name: 'gateway, read cache off / direct', value: api.proxiedGatewayToDirectRps * 100, unit: '%' },
    { section, name: 'bare proxy / direct', value: api.bareProxyToDirectRps * 100, unit: '%' },
  ];
}

function liveFigures(live: LiveLatency): Figure[] {
  const section = `live: ${live.clients} SSE clients × ${live.points} points`;
  return [
    { section, name: 'scoring → event p50', value: live.latencyP50Ms, unit: 'ms' },
    { section, name: 'scoring → event p99', value: live.latencyP99Ms, unit: 'ms' },
    { section, name: 'scoring → event max', value: live.latencyMaxMs, unit: 'ms' },
    { section, name: 'scoring request p50', value: live.requestP50Ms, unit: 'ms' },
  ];
}

interface Running {
  stops: Array<() => Promise<void>>;
}

/** Starts a workspace's app for the bench and registers its stop. */
async function startApp(running: Running, workspace: string, overrides: Record<string, unknown>): Promise<AppProcess> {
  const app = await startAppProcess(workspace, overrides);
  running.stops.unshift(app.stop);
  return app;
}

/** First-route scripts per page, remote entries and duplicate modules (bundle-report.ts), with their budgets. */
async function measureJavaScript(
  baseUrl: string,
  pages: PageToMeasure[],
  figures: Figure[],
  details: Record<string, unknown>,
): Promise<void> {
  console.log('[bench] javascript: the scripts of each page’s first route, the remote entries, duplicate modules');
  const scripts = await measurePageScripts(baseUrl, pages);
  const entries = remoteEntrySizes();
  const duplicates = findDuplicateModules();
  const packages = duplicatePackages(duplicates);
  details.javascript = { pages: scripts, remoteEntries: entries, duplicates, duplicatePackages: packages };
  const section = 'JavaScript (gzip -9)';
  for (const page of scripts)
    figures.push({
      section,
      name: `${page.name}: first route (${page.scripts.length} files)`,
      value: page.totalGzipBytes / KB,
      unit: 'KB',
      target: { op: '<=', value: FIRST_ROUTE_SCRIPT_BUDGET / KB },
    });
  for (const entry of entries)
    figures.push({
      section,
      name: `${entry.remote} remoteEntry.js`,
      value: entry.gzipBytes / KB,
      unit: 'KB',
      target: { op: '<=', value: REMOTE_ENTRY_BUDGET / KB },
    });
  figures.push({
    section,
    name: `modules shipped twice${packages.length > 0 ? ` (${packages.map((each) => each.packageName).join(', ')})` : ''}`,
    value: duplicates.length,
    unit: '',
    digits: 0,
    target: { op: '<=', value: 0 },
  });
}

/**
 * The ranking at league scale: 100,000 generated players in their own players service behind a gateway of their own;
 * the first page and a search under load, then the time from tournament-completed to each new edition served.
 */
async function measureRankings(
  running: Running,
  mongoUrl: string,
  amqpUrl: string,
  figures: Figure[],
  details: Record<string, unknown>,
): Promise<void> {
  // The ranking's league: generated first, so the service starts on it (its first edition read from the store).
  const seed = await seedRankingBench(mongoUrl);
  await deleteBenchQueues(amqpUrl);
  running.stops.unshift(() => deleteBenchQueues(amqpUrl));
  const startedAt = Date.now();
  const players = await startApp(running, 'services/players', {
    PORT: 0,
    MONGO_DB: PLAYERS_BENCH_DB,
    QUEUE_PREFIX: PLAYERS_BENCH_QUEUE_PREFIX,
    SEED_DEMO_DATA: false,
  });
  const ranking = { seed, players, startS: (Date.now() - startedAt) / 1000 };
  console.log(`[bench] players service ready on ${RANKING_PLAYERS.toLocaleString('en')} players after ${ranking.startS.toFixed(1)} s`);
  const gateway = await startApp(running, 'gateway', { PORT: 0, PLAYERS_URL: players.url });
  const firstPagePath = '/api/rankings?page=1&limit=20';
  const searchPath = `/api/rankings?q=${encodeURIComponent(commonNamePart(ranking.seed.season))}`;
  const firstPage = await measure('rankings first page', `${gateway.url}${firstPagePath}`, true);
  const search = await measure('rankings search', `${gateway.url}${searchPath}`, true);
  console.log(`[bench] rankings: ${EDITION_RUNS} tournament-completed events of 64 teams, each until its edition is served`);
  const editions = await measureNewEditions(gateway.url, amqpUrl, ranking.seed.season, EDITION_RUNS, EDITION_TIMEOUT_MS);
  const served = editions.runsMs.filter((ms): ms is number => ms !== null);
  const editionMaxMs = served.length === editions.runsMs.length && served.length > 0 ? Math.max(...served) : null;
  details.rankings = {
    players: RANKING_PLAYERS,
    ranked: ranking.seed.ranked,
    seedSeconds: ranking.seed.seconds,
    serviceStartSeconds: ranking.startS,
    firstPage: { path: firstPagePath, ...firstPage },
    search: { path: searchPath, ...search },
    newEdition: { ...editions, maxMs: editionMaxMs },
  };
  const section = `rankings: ${RANKING_PLAYERS.toLocaleString('en')} players, gateway`;
  const loadFigures = (label: string, load: LoadResult): Figure[] => [
    { section, name: `${label} req/s`, value: load.requestsPerSecond, unit: '', digits: 0 },
    {
      section,
      name: `${label} p99`,
      value: load.latencyP99Ms,
      unit: 'ms',
      digits: 0,
      target: { op: '<=', value: RANKING_TARGETS.pageP99Ms },
    },
    {
      section,
      name: `${label} errors and non-2xx`,
      value: load.errors + load.non2xx,
      unit: '',
      digits: 0,
      target: { op: '<=', value: 0 },
    },
  ];
  figures.push(...loadFigures('first page', firstPage), ...loadFigures('search', search), {
    section,
    name: `new edition served, slowest of ${editions.runsMs.length}`,
    value: editionMaxMs === null ? null : editionMaxMs / 1000,
    unit: 's',
    target: { op: '<=', value: RANKING_TARGETS.newEditionMs / 1000 },
  });
}

/** Every list at league size (bench-league.ts): the league seeded afresh, the services and a gateway started on it. */
async function measureLeague(running: Running, mongoUrl: string, figures: Figure[], details: Record<string, unknown>): Promise<void> {
  console.log('[bench] league: the whole generated league into the bench databases');
  const seed = await seedLeagueBench(mongoUrl);
  const settings = leagueServiceSettings();
  const startedAt = Date.now();
  const [players, tournaments, teams, news] = await Promise.all([
    startApp(running, 'services/players', settings.players),
    startApp(running, 'services/tournaments', settings.tournaments),
    startApp(running, 'services/teams', settings.teams),
    startApp(running, 'services/news', settings.news),
  ]);
  const serviceStartS = (Date.now() - startedAt) / 1000;
  console.log(`[bench] league: the four services ready after ${serviceStartS.toFixed(1)} s`);
  const gateway = await startApp(running, 'gateway', {
    PORT: 0,
    PLAYERS_URL: players.url,
    TOURNAMENTS_URL: tournaments.url,
    TEAMS_URL: teams.url,
    NEWS_URL: news.url,
  });
  const lists = await measureLeagueLists(gateway, seed.ids);
  details.league = { seedSeconds: seed.seconds, serviceStartSeconds: serviceStartS, lists };
  for (const list of lists) {
    const section = `league: ${list.label}`;
    if ('failed' in list) {
      figures.push({ section, name: `not measured: ${list.failed}`, value: null, unit: '', target: { op: '<=', value: 0 } });
      continue;
    }
    figures.push(
      { section, name: 'p99', value: list.latencyP99Ms, unit: 'ms', digits: 0, target: { op: '<=', value: LEAGUE_TARGETS.listP99Ms } },
      { section, name: 'answer', value: list.answerBytes / KB, unit: 'KB', target: { op: '<=', value: LEAGUE_TARGETS.answerBytes / KB } },
      { section, name: 'errors and non-2xx', value: list.errors + list.non2xx, unit: '', digits: 0, target: { op: '<=', value: 0 } },
    );
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const sections = sectionsToRun(argv);
  const loadAverageAtStart = os.loadavg();
  const runs = Number(flagValue(argv, '--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs (at least 1)');
  const has = (section: Section) => sections.has(section);
  console.log(`[bench] sections: ${[...sections].join(', ')}`);

  process.env.LOG_LEVEL ??= 'info';
  const engines = await ensureEngines('test');
  Object.assign(process.env, engines.env);
  const mongoUrl = engines.env.MONGO_URL;
  if (!mongoUrl) throw new Error('MONGO_URL is not set: the engines did not start');
  // What changed since the last build: the services and the gateway run their builds (dist), as deployed.
  if (!argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });

  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const running: Running = { stops: [() => engines.stop()] };
  /**
   * Runs one part; what it started is stopped after it. A part that fails is reported as a missed figure and the
   * others still run, so one failure (a service slow to start on a busy machine) does not lose the whole run.
   */
  const part = async (name: string, work: (own: Running) => Promise<void>): Promise<void> => {
    const own: Running = { stops: [] };
    try {
      await work(own);
    } catch (error) {
      console.error(`[bench] ${name} could not be measured:`, error);
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      figures.push({ section: name, name: `not measured: ${message.slice(0, 80)}`, value: null, unit: '', target: { op: '<=', value: 0 } });
    } finally {
      for (const stop of own.stops) await stop();
    }
  };
  try {
    if (has('pages') || has('javascript')) {
      await part(has('pages') ? 'pages' : 'javascript', async (own) => {
        // The test ports, as the browser tests use them (the shell signs in at KEYCLOAK_PUBLIC_URL, which names them):
        // one stack there at a time, so this waits for a browser test run to finish and holds theirs meanwhile.
        const release = await acquireLock(path.join(os.tmpdir(), 'padel-e2e-stack.lock'));
        own.stops.unshift(async () => release());
        const stack = await startStack({ profile: 'test' });
        own.stops.unshift(stack.stop);
        const tournaments = (await (await fetch(`${stack.baseUrl}/api/tournaments`)).json()) as Array<{ id: string }>;
        if (!tournaments[0]) throw new Error('the demo data has no tournament');
        const pages = budgetPages(tournaments[0].id);
        if (has('javascript')) await part('javascript', async () => measureJavaScript(stack.baseUrl, pages, figures, details));
        if (has('pages'))
          await part('pages', async () => {
            console.log(`[bench] pages: Lighthouse, mobile and desktop, ${runs} runs each, ${pages.length} pages`);
            const { figures: measured, repeats } = await measurePages(stack.baseUrl, pages, runs, path.join(repoRoot, 'bench-results'));
            details.pages = measured;
            details.lighthouseRunsMadeAgain = repeats;
            figures.push(...pageFigures(measured), {
              section: 'pages',
              name: "Lighthouse runs made again (Lighthouse's trace failed)",
              value: repeats.length,
              unit: '',
              digits: 0,
            });
          });
      });
    }

    if (has('api') || has('live')) {
      await part(has('api') ? 'api' : 'live', async (own) => {
        // Each app in its own process, as deployed, so the gateway's figures are not shared with a service's event loop.
        const news = has('api') ? await startApp(own, 'services/news', { PORT: 0, MONGO_DB: 'padel_news_bench' }) : undefined;
        let tournaments: AppProcess | undefined;
        if (has('live')) {
          // The demo data afresh: a tournament with a match in play that the live part scores.
          await dropDatabase(mongoUrl, TOURNAMENTS_BENCH_DB);
          tournaments = await startApp(own, 'services/tournaments', {
            PORT: 0,
            MONGO_DB: TOURNAMENTS_BENCH_DB,
            QUEUE_PREFIX: 'tournaments-bench',
            SEED_DEMO_DATA: true,
          });
        }
        const gateway = await startApp(own, 'gateway', {
          PORT: 0,
          ...(news ? { NEWS_URL: news.url } : {}),
          ...(tournaments ? { TOURNAMENTS_URL: tournaments.url } : {}),
          // The live part's clients all come from this machine's address: the per-address caps are the bench's numbers.
          LIVE_STREAMS_PER_CLIENT: LIVE_CLIENTS,
          CONNECTIONS_PER_CLIENT: LIVE_CLIENTS + CONNECTIONS,
        });
        if (news)
          await part('api', async () => {
            const proxyingGateway = await startApp(own, 'gateway', { PORT: 0, NEWS_URL: news.url, READ_CACHE_MAX_BYTES: 0 });
            const api = await measureApi(news, gateway, proxyingGateway);
            details.api = { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, ...api };
            figures.push(...apiFigures(api));
          });
        if (tournaments)
          await part('live', async () => {
            console.log(`[bench] live: ${LIVE_CLIENTS} server-sent events clients through the gateway, ${LIVE_POINTS} points scored`);
            const latency = await measureLiveUpdates(gateway.url, LIVE_CLIENTS, LIVE_POINTS);
            details.live = { path: '/api/tournaments/:id/live', ...latency };
            figures.push(...liveFigures(latency));
          });
      });
    }

    if (has('rankings')) await part('rankings', async (own) => measureRankings(own, mongoUrl, engines.env.AMQP_URL, figures, details));
    if (has('league')) await part('league', async (own) => measureLeague(own, mongoUrl, figures, details));
  } finally {
    for (const stop of running.stops) await stop();
  }

  const table = renderTable(figures);
  console.log(`\n${table}`);
  const missed = missedFigures(figures);
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
    sections: [...sections],
    lighthouseRuns: runs,
    table: tableJson(figures),
    missed: missed.length,
    details,
  };
  const outDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n[bench] written to ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
  if (missed.length > 0) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
