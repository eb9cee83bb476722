// The bench's ranking part (issue 10, "Scale"): a players database filled by `npm run seed:scale`'s generator, then
// the time from a tournament-completed event on the broker to its new edition served through the gateway.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { EVENT_TYPES } from '@padel/contracts';
import amqp from 'amqplib';
import { createEvent, createLogger, EventBus } from '@padel/service-kit';
import { reachedOf, type ScaleSeason } from '../../../services/players/src/scale/scale-season';
import { seedScale } from '../../../services/players/src/scale/seed-scale';

export const RANKING_PLAYERS = 100_000;
export const PLAYERS_BENCH_DB = 'padel_players_bench';
export const PLAYERS_BENCH_QUEUE_PREFIX = 'players-bench';
const SEED = 1;
const TEAMS = 64;
const POLL_MS = 50;

export interface RankingSeed {
  season: ScaleSeason;
  ranked: number;
  seconds: number;
}

/** Drops the bench's players database and fills it with the generated league and its ranking. */
export async function seedRankingBench(mongoUrl: string): Promise<RankingSeed> {
  const { season, ranked, seconds } = await seedScale({
    mongoUrl,
    dbName: PLAYERS_BENCH_DB,
    players: RANKING_PLAYERS,
    seed: SEED,
    replace: true,
    log: (line) => console.log(`[bench] seed:scale ${line}`),
  });
  return { season, ranked, seconds };
}

/**
 * Deletes the bench players service's queues (and their dead-letter queues): before it starts, so an event left by an
 * interrupted run is not handled on the new data, and after it stops, so its queues do not collect other runs' events.
 */
export async function deleteBenchQueues(amqpUrl: string): Promise<void> {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const type of EVENT_TYPES) {
      for (const queue of [`${PLAYERS_BENCH_QUEUE_PREFIX}.${type}`, `${PLAYERS_BENCH_QUEUE_PREFIX}.${type}.dlq`])
        await channel.deleteQueue(queue);
    }
  } finally {
    await connection.close();
  }
}

/** The family name most players share (lower case), for the search. */
export function commonNamePart(season: Pick<ScaleSeason, 'profiles'>): string {
  const counts = new Map<string, number>();
  for (const { full_name } of season.profiles) {
    const family = full_name.split(' ').at(-1)?.toLowerCase() ?? '';
    counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'al';
}

interface RankingAnswer {
  edition: { number: number } | null;
}

async function servedEdition(gatewayUrl: string): Promise<number> {
  const response = await fetch(`${gatewayUrl}/api/rankings?page=1&limit=1`);
  if (!response.ok) throw new Error(`GET /api/rankings answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as RankingAnswer).edition?.number ?? 0;
}

/** A tournament of `TEAMS` teams of generated players, the `run`-th one (different players each run). */
function benchTournament(season: Pick<ScaleSeason, 'profiles'>, run: number) {
  const step = Math.floor(season.profiles.length / (TEAMS * 2 * 4));
  const player = (slot: number) => season.profiles[(run * TEAMS * 2 + slot) * step]!._id;
  const teams = Array.from({ length: TEAMS }, (_, rank) => ({
    teamId: `bench-team-${run}-${rank}`,
    players: [player(2 * rank), player(2 * rank + 1)],
    reached: reachedOf(rank),
  }));
  return createEvent(
    'tournament-completed',
    {
      tournamentId: `bench-${randomUUID()}`,
      tournamentTitle: `Bench Gold Open C #${run + 1}`,
      tier: 'gold',
      level: 'C',
      completedAt: new Date().toISOString(),
      champion: { teamId: teams[0]!.teamId, players: teams[0]!.players },
      teams,
      revision: 1,
      previousChampion: null,
    },
    'bench',
  );
}

export interface NewEditionTimes {
  teams: number;
  /** Milliseconds from the publish to the new edition served, per run; null for a run that timed out. */
  runsMs: Array<number | null>;
  timeoutMs: number;
}

/**
 * Publishes `runs` tournament-completed events one after the other on `padel.events` (each once the previous one's
 * edition is served) and polls GET /api/rankings through the gateway every 50 ms until it answers the next edition.
 * A run that times out ends the series: the service would still be busy with it.
 */
export async function measureNewEditions(
  gatewayUrl: string,
  amqpUrl: string,
  season: Pick<ScaleSeason, 'profiles'>,
  runs: number,
  timeoutMs: number,
): Promise<NewEditionTimes> {
  const bus = new EventBus({ url: amqpUrl, logger: createLogger('bench'), pruneIntervalMs: 0 });
  bus.start();
  const runsMs: Array<number | null> = [];
  try {
    await bus.waitUntilConnected();
    for (let run = 0; run < runs; run += 1) {
      const before = await servedEdition(gatewayUrl);
      const event = benchTournament(season, run);
      const sentAt = performance.now();
      await bus.publish(event);
      let served: number | null = null;
      while (performance.now() - sentAt < timeoutMs) {
        if ((await servedEdition(gatewayUrl)) > before) {
          served = performance.now() - sentAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      runsMs.push(served);
      console.log(
        `[bench] rankings: tournament ${run + 1} → ${served === null ? `no new edition within ${timeoutMs / 1000} s` : `edition ${before + 1} served after ${Math.round(served)} ms`}`,
      );
      if (served === null) break;
    }
  } finally {
    await bus.close();
  }
  return { teams: TEAMS, runsMs, timeoutMs };
}
