import { faultRabbitmq, type FaultEngine } from '@padel/tools/engines/fault-engines';
import { releaseAll } from '@padel/tools/testing/release-all';
import mongoose, { Schema } from 'mongoose';
import { connectMongo, createEvent, disconnectMongo, EventBus, OutboxRelay, withEvents, withOutbox } from '../src';
import { effects, subscribeCountingEffects } from './bus-helpers';
import { eventually, invitationData, recordingLogger, requiredEnv, sleep, uniqueDbName } from './helpers';

// A broker of this file's own (a container of padel/rabbitmq where Docker runs, else a process), killed and restarted;
// never the shared test broker.
const { logger } = recordingLogger();
const Team = mongoose.model('KitRestartTeam', withOutbox(new Schema({ name: { type: String, required: true } })));
const queue = 'kit-restart.invitation-accepted';
const total = 1000;

let broker: FaultEngine;
let bus: EventBus;
let relay: OutboxRelay;

beforeAll(async () => {
  broker = await faultRabbitmq();
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_restart'), logger });
  bus = new EventBus({ url: broker.url, logger, minBackoffMs: 200, maxBackoffMs: 1000, pruneIntervalMs: 0 });
  await subscribeCountingEffects(bus, queue);
  bus.start();
  await bus.waitUntilConnected();
  relay = new OutboxRelay({ model: Team, bus, logger, intervalMs: 200, maxBackoffMs: 1000 });
}, 120_000);

afterAll(() =>
  releaseAll(
    () => relay.stop(),
    () => bus.close(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
    () => broker.stop(),
  ),
);

describe('RabbitMQ killed while events are in flight', () => {
  it('when the broker is killed with 1,000 events in flight and restarted, then every event is applied exactly once', async () => {
    // Arrange
    const teams = await Team.insertMany(
      Array.from({ length: total }, (_, n) =>
        withEvents({ name: `team ${n}` }, createEvent('invitation-accepted', invitationData(), 'kit-test')),
      ),
    );
    const eventIds = teams.map((team) => (team.get('outbox') as Array<{ id: string }>)[0]!.id);
    relay.start();
    await eventually(async () => (await effects().countDocuments()) >= 100, 60_000, 50);

    // Act: SIGKILL mid-stream (some events applied, some queued or unacked, some still in the outbox), then restart.
    await broker.kill();
    const appliedWhenKilled = await effects().countDocuments();
    await sleep(2000);
    await broker.start();

    // Assert
    expect(appliedWhenKilled).toBeLessThan(total);
    await eventually(async () => (await effects().countDocuments()) === total, 150_000, 500);
    await eventually(async () => (await Team.countDocuments({ 'outbox.0': { $exists: true } })) === 0, 30_000, 500);
    await sleep(2000);
    const applied = await effects().find().toArray();
    expect(applied.map((effect) => effect._id).sort()).toEqual([...eventIds].sort());
    expect(applied.filter((effect) => effect.applied !== 1)).toEqual([]);
  }, 240_000);
});
