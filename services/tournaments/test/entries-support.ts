import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { EventOf, EventType } from '@padel/contracts';
import { createLogger, EventBus } from '@padel/service-kit';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { start, stop } from '../src/app';
import type { Config } from '../src/config';
import { upsertConfirmedTeam } from '../src/data-access/confirmed-team-repository';
import { activeEntryKey, EntryModel, type EntryStatus } from '../src/data-access/entry-model';
import { TournamentModel, type TournamentRecord } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { deleteQueues, testId, uniqueDbName } from './support';

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
  body: any;
}

export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

/** A tournaments service on its own database and queues, with access tokens of the demo players. */
export function entriesTestbed(overrides: Partial<Config> = {}) {
  const prefix = `tournaments-test-${testId()}`;
  // Other services consume these (players mails them): bound here, so they leave the outbox and hold back nothing.
  absorbEvents(prefix, ['entry-waitlisted', 'entry-rejected', 'tournament-drawn']);
  const tokens = new Map<string, string>();
  let baseUrl = '';

  beforeAll(async () => {
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, SEED_DEMO_DATA: false, ...overrides }));
    for (const user of Object.values(demoUsers)) tokens.set(user.id, (await passwordGrant(user.email)).access_token);
  });

  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await stop();
    await deleteQueues([
      `${prefix}.invitation-accepted`,
      `${prefix}.invitation-accepted.dlq`,
      `${prefix}.account-blocked`,
      `${prefix}.account-blocked.dlq`,
    ]);
  });

  beforeEach(async () => {
    await EntryModel.deleteMany({});
  });

  /** JSON call as `user` (no user: no token). */
  function call(method: string, path: string, user?: DemoUser, body?: unknown): Promise<ApiAnswer> {
    return callWith(method, path, user, body);
  }

  /** Like call, with an Idempotency-Key header when `idempotencyKey` is given. */
  async function callWith(method: string, path: string, user?: DemoUser, body?: unknown, idempotencyKey?: string): Promise<ApiAnswer> {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${tokens.get(user.id)}`;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A pending entry of a fresh team of `creator` and `partner` in a tournament starting in 10 days, made by `creator`. */
  async function pendingEntry(creator: DemoUser, partner: DemoUser): Promise<{ entryId: string; teamId: string; tournamentId: string }> {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(creator, partner)]);
    const { body } = await call('POST', '/api/tournament-entries', creator, { tournament_id: tournamentId, team_id: teamId });
    return { entryId: body.entry.id, teamId, tournamentId };
  }

  return { call, callWith, pendingEntry, prefix: () => prefix, baseUrl: () => baseUrl };
}

/** Stores a tournament starting `startsInDays` from today (Dubai calendar). */
export async function tournament(startsInDays: number, overrides: Partial<TournamentRecord> = {}): Promise<string> {
  const today = leagueToday();
  const created = await TournamentModel.create({
    slug: `test-${randomBytes(6).toString('hex')}`,
    title: `Test Open ${testId()}`,
    category: 'silver',
    tier: 'silver',
    level: 'C',
    start_date: addDays(today, startsInDays),
    end_date: addDays(today, startsInDays + 1),
    city: 'Dubai',
    country: 'United Arab Emirates',
    status: 'published',
    ...overrides,
  });
  return String(created._id);
}

/** Stores a confirmed team in the local copy, as the invitation-accepted consumer would. */
export async function confirmedTeam(player1: DemoUser, player2: DemoUser): Promise<string> {
  const id = new mongoose.Types.ObjectId().toString();
  await upsertConfirmedTeam({
    _id: id,
    player1: player1.id,
    player2: player2.id,
    player1_name: player1.fullName,
    player2_name: player2.fullName,
    confirmed_at: new Date(),
  });
  return id;
}

/**
 * Stores an entry of a fresh team of `creator` and `partner` in the tournament, made by `creator`: pending (the
 * partner's confirmation completes it) or already in `status`.
 */
export async function storedEntry(
  tournamentId: string,
  creator: DemoUser,
  partner: DemoUser,
  { status = 'pending_both', paid = false }: { status?: EntryStatus; paid?: boolean } = {},
): Promise<string> {
  const teamId = await confirmedTeam(creator, partner);
  const created = await EntryModel.create({
    tournament_id: tournamentId,
    team_id: teamId,
    category: 'silver',
    level: 'C',
    status,
    paid,
    player1: creator.id,
    player2: partner.id,
    created_by: creator.id,
    confirmed_by: status === 'pending_both' ? [creator.id] : [creator.id, partner.id],
    entry_key: activeEntryKey(tournamentId, teamId),
  });
  return String(created._id);
}

/**
 * A consumer of the test's own, bound to entry-confirmed on the shared broker, for the enclosing describe (the relay
 * keeps events no queue would receive, so tests that wait for an event to leave the outbox need one). It hears other
 * tests' events too: filter `heard` by id.
 */
export function entryConfirmedListener(name: string): { heard: Array<EventOf<'entry-confirmed'>> } {
  return eventListener(name, 'entry-confirmed');
}

/** Binds a queue of the test's own to each of `types` for the enclosing describe, and drops what arrives. */
function absorbEvents(name: string, types: EventType[]): void {
  const queues = types.map((type) => `${name}-absorbed.${type}`);
  let bus: EventBus;

  beforeAll(async () => {
    bus = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger(`${name}-absorber`), connection: mongoose.connection });
    for (const [index, type] of types.entries())
      await bus.subscribe({ queue: queues[index] as string, type, handler: async () => undefined });
    bus.start();
    await bus.waitUntilConnected();
  });

  afterAll(async () => {
    await bus.close();
    await deleteQueues(queues.flatMap((queue) => [queue, `${queue}.dlq`]));
  });
}

/** Like entryConfirmedListener, for any event type. */
export function eventListener<T extends EventType>(name: string, type: T): { heard: Array<EventOf<T>> } {
  const queue = `tournaments-test-${name}-${testId()}.${type}`;
  const heard: Array<EventOf<T>> = [];
  let listener: EventBus;

  beforeAll(async () => {
    listener = new EventBus({
      url: process.env.AMQP_URL as string,
      logger: createLogger(`${name}-listener`),
      connection: mongoose.connection,
    });
    await listener.subscribe<T>({ queue, type, handler: async (event) => void heard.push(event) });
    listener.start();
    await listener.waitUntilConnected();
  });

  afterAll(async () => {
    await listener.close();
    await deleteQueues([queue, `${queue}.dlq`]);
  });

  return { heard };
}
