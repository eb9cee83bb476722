import { randomBytes, randomUUID } from 'node:crypto';
import { EVENTS_DLX, EVENTS_EXCHANGE, type BrokerService, type EventOf } from '@padel/contracts';
import { connectMongo, createEvent, deadLetterQueueOf, disconnectMongo, EventBus, retryQueueOf, type Logger } from '@padel/service-kit';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type GetMessage } from 'amqplib';
import pino from 'pino';
import { brokerUrlFor, ensureBrokerUsers, localBrokerNode, localBrokerUsers, removeBrokerUsers } from '../src/engines/rabbitmq';

/**
 * One broker user per service (decision 132), on the real test broker: the launcher's users as a second stack gets
 * them (`<variant>-<service>`, queues `<variant>-<service>.*`), removed afterwards.
 */
const variant = `brokers${randomBytes(3).toString('hex')}`;
const users = localBrokerUsers(variant);
const node = localBrokerNode('test');
const adminUrl = process.env.AMQP_URL as string;
const logger: Logger = pino({ level: process.env.H10_DEBUG ? 'warn' : 'silent' });
const retryDelaysMs = [100];

const userOf = (service: BrokerService) => users.find((user) => user.service === service)!;
const urlOf = (service: BrokerService) => brokerUrlFor(adminUrl, userOf(service));
const queueOf = (service: BrokerService, type: string) => `${userOf(service).queuePrefix}.${type}`;

const accepted = () =>
  createEvent(
    'invitation-accepted',
    {
      invitationId: `inv-${randomUUID()}`,
      teamId: `team-${randomUUID()}`,
      inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01',
      inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
      acceptedAt: new Date().toISOString(),
    },
    'teams',
  );

let store: Awaited<ReturnType<typeof connectMongo>>;
let admin: ChannelModel;
let adminChannel: Channel;
const connections: ChannelModel[] = [];
const buses: EventBus[] = [];
const declaredQueues: string[] = [];

/** A channel of `service`'s user, its errors kept for the test to read. */
async function channelOf(service: BrokerService): Promise<{ channel: ConfirmChannel; closed: Promise<Error> }> {
  const connection = await amqp.connect(urlOf(service));
  connection.on('error', () => undefined);
  connections.push(connection);
  const channel = await connection.createConfirmChannel();
  const closed = new Promise<Error>((resolve) => channel.on('error', resolve));
  return { channel, closed };
}

/** Publishes and resolves with the error that closed the channel (or undefined when the broker confirmed it). */
async function publishAs(service: BrokerService, exchange: string, routingKey: string): Promise<Error | undefined> {
  const { channel, closed } = await channelOf(service);
  const settled = new Promise<void>((resolve) => channel.publish(exchange, routingKey, Buffer.from('{}'), {}, () => resolve()));
  await Promise.race([closed, settled]);
  // A refusal closes the channel right after the publish.
  return Promise.race([closed, pause(300)]);
}

const pause = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

async function eventually<T>(probe: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  for (const deadline = Date.now() + timeoutMs; ; await pause(50)) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
  }
}

beforeAll(async () => {
  // The consumers remember handled events in the store.
  store = await connectMongo({ url: process.env.MONGO_URL as string, dbName: `padel_tools_${variant}`, logger });
  await ensureBrokerUsers(node, users);
  admin = await amqp.connect(adminUrl);
  adminChannel = await admin.createChannel();
});

afterAll(async () => {
  try {
    for (const bus of buses) await bus.close();
    for (const connection of connections) await connection.close().catch(() => undefined);
    for (const queue of declaredQueues) {
      for (const name of [queue, deadLetterQueueOf(queue), ...retryDelaysMs.map((delay) => retryQueueOf(queue, delay))])
        await adminChannel.deleteQueue(name);
    }
    await admin.close();
    await removeBrokerUsers(node, users);
    await store.connection.dropDatabase();
  } finally {
    // An open connection would keep the whole in-band test run from exiting.
    await disconnectMongo();
  }
});

describe('one broker user per service', () => {
  it("when the tournaments service's user publishes invitation-accepted, then the broker closes the channel with ACCESS_REFUSED", async () => {
    // Act
    const refused = await publishAs('tournaments', EVENTS_EXCHANGE, 'invitation-accepted');

    // Assert
    expect(refused?.message).toMatch(/ACCESS_REFUSED.*invitation-accepted/);
  });

  it("when the players service's user publishes any event, then it is refused: it publishes none", async () => {
    expect((await publishAs('players', EVENTS_EXCHANGE, 'match-completed'))?.message).toMatch(/ACCESS_REFUSED/);
  });

  it('when the tournaments user sends to a teams queue through the default or the dead-letter exchange, then it is refused', async () => {
    // Arrange: the teams queue and its dead-letter binding exist
    const queue = queueOf('teams', 'tournament-status-changed');
    await adminChannel.assertQueue(queue, { durable: true });
    declaredQueues.push(queue);

    // Act
    const direct = await publishAs('tournaments', '', queue);
    const throughDeadLetters = await publishAs('tournaments', EVENTS_DLX, queue);

    // Assert
    expect(direct?.message).toMatch(/ACCESS_REFUSED.*amq\.default/);
    expect(throughDeadLetters?.message).toMatch(/ACCESS_REFUSED/);
  });

  it("when the tournaments user consumes or binds a teams service's queue, then it is refused", async () => {
    // Arrange
    const queue = queueOf('teams', 'entry-withdrawn');
    await adminChannel.assertQueue(queue, { durable: true });
    declaredQueues.push(queue);

    // Act
    const consuming = await channelOf('tournaments');
    const consumed = await consuming.channel.consume(queue, () => undefined).catch((error: Error) => error);
    const binding = await channelOf('tournaments');
    const bound = await binding.channel.bindQueue(queue, EVENTS_EXCHANGE, 'entry-confirmed').catch((error: Error) => error);

    // Assert
    expect(String(consumed)).toMatch(/ACCESS_REFUSED.*entry-withdrawn/);
    expect(String(bound)).toMatch(/ACCESS_REFUSED/);
  });

  it('when each service runs its event bus as its own user, then it publishes its events, consumes, broadcasts, retries and dead-letters', async () => {
    // Arrange: the subscriptions and broadcasts of the services (services/*/src/app.ts) on their own users' queues
    const seen: string[] = [];
    const attempts = new Map<string, number>();
    const bus = async (service: BrokerService, setUp: (bus: EventBus) => Promise<void>) => {
      const started = new EventBus({ url: urlOf(service), logger, retryDelaysMs, pruneIntervalMs: 0, storeAvailable: () => true });
      buses.push(started);
      await setUp(started);
      started.start();
      await started.waitUntilConnected();
      return started;
    };
    const note = (who: string) => async (event: { id: string; type: string }) => {
      seen.push(`${who}:${event.type}:${event.id}`);
    };
    const players = queueOf('players', 'invitation-accepted');
    const tournaments = queueOf('tournaments', 'invitation-accepted');
    const teams = queueOf('teams', 'entry-confirmed');
    declaredQueues.push(players, tournaments, teams);
    const poison = accepted();
    await bus('players', (b) =>
      b.subscribe({
        queue: players,
        type: 'invitation-accepted',
        // Fails once (a retry through its own retry queue), always for the poison event (its dead-letter queue).
        handler: async (event: EventOf<'invitation-accepted'>) => {
          const attempt = (attempts.get(event.id) ?? 0) + 1;
          attempts.set(event.id, attempt);
          if (attempt === 1 || event.id === poison.id) throw new Error('not yet');
          await note('players')(event);
        },
      }),
    );
    const tournamentsBus = await bus('tournaments', async (b) => {
      await b.subscribe({ queue: tournaments, type: 'invitation-accepted', handler: note('tournaments') });
      await b.broadcast({ type: 'draw-changed', handler: note('tournaments-live') });
    });
    const teamsBus = await bus('teams', (b) => b.subscribe({ queue: teams, type: 'entry-confirmed', handler: note('teams') }));
    const invitation = accepted();
    const entry = createEvent(
      'entry-confirmed',
      {
        entryId: `entry-${randomUUID()}`,
        tournamentId: 't-1',
        teamId: invitation.data.teamId,
        player1: invitation.data.inviterId,
        player2: invitation.data.inviteeId,
        confirmedAt: new Date().toISOString(),
      },
      'tournaments',
    );
    const draw = createEvent('draw-changed', { tournamentId: 't-1', change: 'made' }, 'tournaments');

    // Act
    await teamsBus.publish(invitation);
    await teamsBus.publish(poison);
    await tournamentsBus.publish(entry);
    await tournamentsBus.publish(draw);

    // Assert
    await eventually(() =>
      [`players:invitation-accepted:${invitation.id}`, `tournaments:invitation-accepted:${invitation.id}`].every((line) =>
        seen.includes(line),
      ),
    );
    await eventually(() => seen.includes(`teams:entry-confirmed:${entry.id}`) && seen.includes(`tournaments-live:draw-changed:${draw.id}`));
    expect(attempts.get(invitation.id)).toBe(2);
    await eventually(() => attempts.get(poison.id) === retryDelaysMs.length + 1);
    const dead = (await eventually(() => adminChannel.get(deadLetterQueueOf(players), { noAck: true }))) as GetMessage;
    expect((JSON.parse(dead.content.toString()) as { id: string }).id).toBe(poison.id);
  }, 30_000);
});
