import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import mongoose, { Schema } from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import {
  connectMongo,
  createEvent,
  createServiceApp,
  disconnectMongo,
  EventBus,
  OutboxRelay,
  startHttpServer,
  withEvents,
  withOutbox,
  type HttpServer,
} from '../src';
import { deleteSubscriptionQueues } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, uniqueDbName } from './helpers';

/**
 * One request id end to end (decision 132): a request's X-Request-Id becomes the correlation id of the event it
 * writes, and the consumer's log lines carry it as `reqId`, the field the request's own log lines use.
 */
const { logger, lines } = recordingLogger();
const Team = mongoose.model('KitCorrelationTeam', withOutbox(new Schema({ name: { type: String, required: true } })));
const prefix = `kit-correlation-${randomBytes(4).toString('hex')}`;
const acceptedQueue = `${prefix}.invitation-accepted`;
const confirmedQueue = `${prefix}.entry-confirmed`;
const retryDelaysMs = [200];

let bus: EventBus;
let relay: OutboxRelay;
let server: HttpServer;
let baseUrl: string;
let admin: ChannelModel;
let adminChannel: Channel;

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_correlation'), logger });
  bus = new EventBus({ url: requiredEnv('AMQP_URL'), logger, retryDelaysMs, pruneIntervalMs: 0 });
  // The consumer of the accepted invitation publishes an event of its own, as the tournaments service's handlers do.
  await bus.subscribe({
    queue: acceptedQueue,
    type: 'invitation-accepted',
    handler: async (event, { logger: log }) => {
      log.info({ teamId: event.data.teamId }, 'team remembered');
      const confirmed = createEvent(
        'entry-confirmed',
        {
          entryId: `entry-${event.data.teamId}`,
          tournamentId: 'tournament-1',
          teamId: event.data.teamId,
          player1: event.data.inviterId,
          player2: event.data.inviteeId,
          confirmedAt: new Date().toISOString(),
        },
        'kit-test',
      );
      await Team.create(withEvents({ name: `confirmed ${event.data.teamId}` }, confirmed));
    },
  });
  await bus.subscribe({
    queue: confirmedQueue,
    type: 'entry-confirmed',
    handler: async (event, { logger: log }) => log.info({ entryId: event.data.entryId }, 'entry noted'),
  });
  bus.start();
  await bus.waitUntilConnected();
  relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 100 });
  relay.start();

  const router = new Router();
  router.post('/api/teams', async (ctx) => {
    const team = await Team.create(withEvents({ name: 'Falcons' }, createEvent('invitation-accepted', invitationData(), 'kit-test')));
    ctx.status = 201;
    ctx.body = { id: String(team._id), events: team.get('outbox') as unknown };
  });
  server = await startHttpServer(createServiceApp({ name: 'kit-correlation', logger, routers: [router] }), 0);
  baseUrl = `http://127.0.0.1:${server.port}`;
  admin = await amqp.connect(requiredEnv('AMQP_URL'));
  adminChannel = await admin.createChannel();
});

afterAll(() =>
  releaseAll(
    () => server.close(),
    () => relay.stop(),
    () => bus.close(),
    async () => {
      for (const queue of [acceptedQueue, confirmedQueue]) await deleteSubscriptionQueues(adminChannel, queue, retryDelaysMs);
    },
    () => admin.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

const linesWith = (reqId: string, msg: string) => lines.filter((line) => line.reqId === reqId && line.msg === msg);

describe('A request id through the service, its event and the consumers', () => {
  it('when a request with X-Request-Id writes an event, then the event carries it and every consumer logs it as reqId', async () => {
    // Arrange
    const requestId = `browser-${randomBytes(6).toString('hex')}`;

    // Act
    const response = await fetch(`${baseUrl}/api/teams`, { method: 'POST', headers: { 'X-Request-Id': requestId } });

    // Assert: the request's own line, the envelope, the handler's line with the event's id and type
    expect(response.status).toBe(201);
    const { events } = (await response.json()) as { events: Array<{ id: string; correlationId?: string }> };
    expect(events).toEqual([expect.objectContaining({ correlationId: requestId })]);
    await eventually(async () => linesWith(requestId, 'team remembered').length > 0, 15_000);
    const [remembered] = linesWith(requestId, 'team remembered');
    expect(remembered).toMatchObject({ eventId: events[0]!.id, eventType: 'invitation-accepted', queue: acceptedQueue });
    expect(linesWith(requestId, 'request')).toEqual([expect.objectContaining({ method: 'POST', status: 201 })]);
    // The event the handler published carries the same id on to its own consumer.
    await eventually(async () => linesWith(requestId, 'entry noted').length > 0, 15_000);
    expect(linesWith(requestId, 'entry noted')).toEqual([expect.objectContaining({ eventType: 'entry-confirmed', queue: confirmedQueue })]);
    // The bus logs "event handled" once the handler has returned and the message is acknowledged: a moment later.
    const handledTypes = () => linesWith(requestId, 'event handled').map((line) => line.eventType);
    await eventually(async () => handledTypes().includes('entry-confirmed'), 15_000);
    expect(handledTypes()).toEqual(expect.arrayContaining(['invitation-accepted', 'entry-confirmed']));
  }, 30_000);

  it('when the request has no X-Request-Id, then the id the service made is the one its event and consumer carry', async () => {
    // Act
    const response = await fetch(`${baseUrl}/api/teams`, { method: 'POST' });

    // Assert
    const requestId = response.headers.get('x-request-id')!;
    const { events } = (await response.json()) as { events: Array<{ correlationId?: string }> };
    expect(events[0]?.correlationId).toBe(requestId);
    await eventually(async () => linesWith(requestId, 'team remembered').length > 0, 15_000);
  }, 30_000);

  it('when an event is created outside any request, then it has no correlation id and its consumer logs its own id as reqId', async () => {
    // Arrange: written by a timer or at start-up, not by a request
    const event = createEvent('invitation-accepted', invitationData(), 'kit-test');

    // Act
    await bus.publish(event);

    // Assert
    expect(event).not.toHaveProperty('correlationId');
    await eventually(async () => linesWith(event.id, 'team remembered').length > 0, 15_000);
  }, 30_000);
});
