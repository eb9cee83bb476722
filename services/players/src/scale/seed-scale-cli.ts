// npm run seed:scale -- --players 100000 [--seed 1] [--db padel_players] [--mongo-url mongodb://…] [--replace]
// Fills a players database with a generated league and its ranking (seed-scale.ts).
import { parseArgs } from 'node:util';
import { seedScale, ScaleSeedRefused } from './seed-scale';

/** The local site's store and database (tools/src/engines/profiles.ts, site profile; config.ts). */
const SITE_MONGO_URL = 'mongodb://127.0.0.1:27027';
const SITE_DB = 'padel_players';

const usage = 'usage: npm run seed:scale -- --players <count> [--seed <n>] [--db <name>] [--mongo-url <url>] [--replace]';

function wholeNumber(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new ScaleSeedRefused(`--${name} must be a whole number from ${min}\n${usage}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      db: { type: 'string' },
      'mongo-url': { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const mongoUrl = values['mongo-url'] ?? process.env.MONGO_URL ?? SITE_MONGO_URL;
  const dbName = values.db ?? process.env.MONGO_DB ?? SITE_DB;
  const players = wholeNumber('players', values.players, 1);
  const seed = wholeNumber('seed', values.seed, 0);
  console.log(`[seed:scale] ${players.toLocaleString('en')} players (seed ${seed}) into ${dbName} on ${mongoUrl}`);
  await seedScale({ mongoUrl, dbName, players, seed, replace: values.replace });
  if (values.replace) console.log('[seed:scale] restart a players service running on this database: it still serves what was removed');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ScaleSeedRefused || error instanceof TypeError ? `[seed:scale] ${error.message}` : error);
    process.exit(1);
  },
);
