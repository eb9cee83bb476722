// npm run seed:scale -- --players 100000 [--seed 1] [--db padel_players] [--mongo-url mongodb://…] [--replace]
//   fills a players database with a generated league and its ranking (services/players/src/scale/seed-scale.ts);
// npm run seed:scale -- --league [--seed 1] [--db-prefix padel_] [--mongo-url mongodb://…] [--replace] [counts]
//   fills every service's database with one generated league of two seasons (seed-league.ts, decision 187).
import { parseArgs } from 'node:util';
import { ScaleSeedRefused } from '@padel/service-kit';
import { seedScale } from '../../../services/players/src/scale/seed-scale';
import { LEAGUE_COUNTS, type LeagueCounts } from './league';
import { leagueDatabases, seedLeague } from './seed-league';

/** The local site's store and players database (tools/src/engines/profiles.ts, site profile; each service's config.ts). */
const SITE_MONGO_URL = 'mongodb://127.0.0.1:27027';
const SITE_DB = 'padel_players';
const SITE_PREFIX = 'padel_';

/** The league's counts that may be changed from the command line, with the option naming each. */
const COUNT_OPTIONS = {
  teams: 'teams',
  invitations: 'pendingInvitations',
  tournaments: 'tournaments',
  live: 'live',
  open: 'open',
  upcoming: 'upcoming',
  entries: 'entries',
  news: 'news',
} as const satisfies Record<string, keyof LeagueCounts>;

const usage =
  'usage: npm run seed:scale -- --players <count> [--seed <n>] [--db <name>] [--mongo-url <url>] [--replace]\n' +
  `       npm run seed:scale -- --league [--seed <n>] [--db-prefix <prefix>] [--mongo-url <url>] [--replace] [--players <n>] ${Object.keys(
    COUNT_OPTIONS,
  )
    .map((name) => `[--${name} <n>]`)
    .join(' ')}`;

function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new ScaleSeedRefused(`--${name} must be a whole number from ${min}\n${usage}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: String(LEAGUE_COUNTS.players) },
      seed: { type: 'string', default: '1' },
      db: { type: 'string' },
      'db-prefix': { type: 'string' },
      'mongo-url': { type: 'string' },
      replace: { type: 'boolean', default: false },
      league: { type: 'boolean', default: false },
      ...Object.fromEntries(Object.keys(COUNT_OPTIONS).map((name) => [name, { type: 'string' as const }])),
    },
    strict: true,
  });
  /** The count options (their names are built from COUNT_OPTIONS, so parseArgs does not type them). */
  const given = values as unknown as Record<string, string | undefined>;
  const mongoUrl = values['mongo-url'] ?? process.env.MONGO_URL ?? SITE_MONGO_URL;
  const players = wholeNumber('players', values.players, 1);
  const seed = wholeNumber('seed', values.seed, 0);
  if (!values.league) {
    const extra = ['db-prefix', ...Object.keys(COUNT_OPTIONS)].filter((name) => given[name] !== undefined);
    if (extra.length > 0) throw new ScaleSeedRefused(`--${extra[0]} goes with --league\n${usage}`);
    const dbName = values.db ?? process.env.MONGO_DB ?? SITE_DB;
    console.log(`[seed:scale] ${players.toLocaleString('en')} players (seed ${seed}) into ${dbName} on ${mongoUrl}`);
    await seedScale({ mongoUrl, dbName, players, seed, replace: values.replace });
    if (values.replace) console.log('[seed:scale] restart a players service running on this database: it still serves what was removed');
    return;
  }
  if (values.db !== undefined)
    throw new ScaleSeedRefused(`--league fills one database per service: name them with --db-prefix, not --db\n${usage}`);
  const counts: LeagueCounts = { ...LEAGUE_COUNTS, players };
  for (const [name, key] of Object.entries(COUNT_OPTIONS)) {
    const value = given[name];
    if (value !== undefined) counts[key] = wholeNumber(name, value, 0);
  }
  const later = counts.live + counts.open + counts.upcoming;
  if (later > counts.tournaments)
    throw new ScaleSeedRefused(
      `--live, --open and --upcoming (${later} together) cannot be more than --tournaments (${counts.tournaments})\n${usage}`,
    );
  const dbPrefix = values['db-prefix'] ?? SITE_PREFIX;
  console.log(`[seed:scale] a league (seed ${seed}) into ${Object.values(leagueDatabases(dbPrefix)).join(', ')} on ${mongoUrl}`);
  await seedLeague({ mongoUrl, dbPrefix, counts, seed, replace: values.replace });
  if (values.replace) console.log('[seed:scale] restart the services running on these databases: they still serve what was removed');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ScaleSeedRefused || error instanceof TypeError ? `[seed:scale] ${error.message}` : error);
    process.exit(1);
  },
);
