import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import mongoose from 'mongoose';
import { EVENTS_EXCHANGE, type EventData, type EventOf, type EventType } from '@padel/contracts';
import { createEvent } from '@padel/service-kit';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as players from '../src/app';
import { createProfile, findProfile } from '../src/data-access/profile-repository';
import { CONSUMED_EVENTS, eventually, testId } from './support';

export { eventually, testId };

export type Counters = { matches_played: number; wins: number; losses: number; titles_won: number };

/**
 * The players service on port 0 with a database and queues of its own for the enclosing test file, ready to consume,
 * and a publisher on the shared test broker.
 */
export function resultsConsumerForTests(): {
  queue: (type: EventType) => string;
  publish: (event: EventOf<EventType>) => Promise<void>;
  /** Publishes the event and resolves once the service has handled it. */
  deliver: (event: EventOf<EventType>) => Promise<void>;
  /** The service's base URL (once started). */
  url: () => string;
} {
  const service = serviceUnderTest({
    service: 'players',
    app: players,
    consumes: CONSUMED_EVENTS,
    overrides: { SEED_DEMO_DATA: false },
    publisher: true,
  });
  const queue = (type: EventType) => `${service.queuePrefix}.${type}`;
  const publish = (event: EventOf<EventType>) => service.publisher().publish(event);
  return {
    queue,
    publish,
    deliver: async (event) => {
      await publish(event);
      await handled(queue(event.type), event.id);
    },
    url: service.url,
  };
}

/** A new player profile of the players service with the given counters (the league's records before any result here). */
export async function newPlayer(counters: Partial<Counters> = {}, fullName?: string): Promise<string> {
  const id = randomUUID();
  await createProfile({ _id: id, full_name: fullName ?? `Player ${id.slice(0, 8)}`, registered_at: new Date(), ...counters });
  return id;
}

export async function countersOf(playerId: string): Promise<Counters> {
  const profile = await findProfile(playerId);
  if (!profile) throw new Error(`no profile ${playerId}`);
  const { matches_played, wins, losses, titles_won } = profile;
  return { matches_played, wins, losses, titles_won };
}

export async function countersOfAll(playerIds: string[]): Promise<Counters[]> {
  return Promise.all(playerIds.map(countersOf));
}

/** Resolves once the consumer of `queue` has handled the event (its processed-event record is written after the handler). */
export async function handled(queue: string, eventId: string): Promise<void> {
  const processed = mongoose.connection.collection<{ _id: string }>('processed_events');
  await eventually(async () => (await processed.findOne({ _id: `${queue}:${eventId}` })) !== null);
}

/** Gives deliveries that change nothing (and so cannot be awaited) time to arrive before an assertion that nothing changed. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 400));

/** Publishes raw bodies for `type` and resolves with the dead-lettered bodies of `queue` that contain `marker`. */
export async function deadLettered(queue: string, type: EventType, bodies: string[], marker: string): Promise<string[]> {
  const connection = await amqp.connect(process.env.AMQP_URL as string);
  try {
    const channel = await connection.createConfirmChannel();
    for (const body of bodies) channel.publish(EVENTS_EXCHANGE, type, Buffer.from(body), { persistent: true });
    await channel.waitForConfirms();
    const found: string[] = [];
    await eventually(async () => {
      const message = await channel.get(`${queue}.dlq`, { noAck: true });
      if (message && message.content.toString().includes(marker)) found.push(message.content.toString());
      return found.length === bodies.length;
    });
    return found;
  } finally {
    await connection.close();
  }
}

export interface MatchOptions {
  tournamentId: string;
  matchId: string;
  team1: [string, string];
  team2: [string, string];
  winner?: 'team1' | 'team2';
  outcome?: 'completed' | 'walkover' | 'retired';
  revision?: number;
  previous?: EventData<'match-completed'>['previous'];
}

/** A match-completed event as the tournaments service publishes it (6-3 6-4 for the winner unless a walkover). */
export function matchCompleted(options: MatchOptions): EventOf<'match-completed'> {
  const { tournamentId, matchId, team1, team2, winner = 'team1', outcome = 'completed', revision = 1, previous = null } = options;
  const games = (won: number, lost: number) => (winner === 'team1' ? { team1: won, team2: lost } : { team1: lost, team2: won });
  return createEvent(
    'match-completed',
    {
      tournamentId,
      tournamentTitle: 'Test Open',
      level: 'C',
      tier: 'gold',
      matchId,
      round: 'quarter-final',
      team1: { teamId: `team-${team1[0].slice(0, 8)}`, players: team1 },
      team2: { teamId: `team-${team2[0].slice(0, 8)}`, players: team2 },
      winner,
      outcome,
      sets: outcome === 'walkover' ? [] : [games(6, 3), games(6, 4)],
      completedAt: new Date().toISOString(),
      revision,
      previous,
    },
    'tournaments',
  );
}

export interface TournamentOptions {
  tournamentId: string;
  champion: [string, string];
  runnerUp: [string, string];
  revision?: number;
  previousChampion?: [string, string] | null;
}

/** A tournament-completed event of a two-team bracket: the champion won the final against the runner-up. */
export function tournamentCompleted(options: TournamentOptions): EventOf<'tournament-completed'> {
  const { tournamentId, champion, runnerUp, revision = 1, previousChampion = null } = options;
  const team = (players: [string, string]) => ({ teamId: `team-${players[0].slice(0, 8)}`, players });
  return createEvent(
    'tournament-completed',
    {
      tournamentId,
      tournamentTitle: 'Test Open',
      tier: 'gold',
      level: 'C',
      completedAt: new Date().toISOString(),
      champion: team(champion),
      teams: [
        { ...team(champion), reached: 'winner' },
        { ...team(runnerUp), reached: 'final' },
      ],
      revision,
      previousChampion: previousChampion ? team(previousChampion) : null,
    },
    'tournaments',
  );
}

export interface BracketResultOptions {
  tournamentId: string;
  title?: string;
  tier?: EventData<'tournament-completed'>['tier'];
  level?: EventData<'tournament-completed'>['level'];
  completedAt?: Date;
  /** Each team's players and how far it went; the one that reached `winner` is the champion. */
  teams: Array<[[string, string], EventData<'tournament-completed'>['teams'][number]['reached']]>;
  revision?: number;
  previousChampion?: [string, string] | null;
}

/** A tournament-completed event of a whole bracket. */
export function bracketCompleted(options: BracketResultOptions): EventOf<'tournament-completed'> {
  const { tournamentId, title = 'Test Open', tier = 'gold', level = 'C', completedAt = new Date(), revision = 1 } = options;
  const team = (players: [string, string]) => ({ teamId: `team-${players[0].slice(0, 8)}`, players });
  const champion = options.teams.find(([, reached]) => reached === 'winner');
  if (!champion) throw new Error('a bracket result needs a winner');
  return createEvent(
    'tournament-completed',
    {
      tournamentId,
      tournamentTitle: title,
      tier,
      level,
      completedAt: completedAt.toISOString(),
      champion: team(champion[0]),
      teams: options.teams.map(([players, reached]) => ({ ...team(players), reached })),
      revision,
      previousChampion: options.previousChampion ? team(options.previousChampion) : null,
    },
    'tournaments',
  );
}
