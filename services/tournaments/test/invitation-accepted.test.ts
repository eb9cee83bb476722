import mongoose from 'mongoose';
import { createEvent, createLogger, EventBus } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { ConfirmedTeamModel } from '../src/data-access/confirmed-team-model';
import { deleteQueues, eventually, testId, uniqueDbName } from './support';

const prefix = `tournaments-test-${testId()}`;
let publisher: EventBus;

beforeAll(async () => {
  const { url } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, SEED_DEMO_DATA: false });
  // Ready = connected to the broker with the service's queues declared and bound.
  await eventually(async () => (await fetch(`${url}/ready`)).status === 200);
  publisher = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger('tournaments-test-publisher') });
  publisher.start();
  await publisher.waitUntilConnected();
});

afterAll(() =>
  releaseAll(
    () => publisher.close(),
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues([`${prefix}.invitation-accepted`, `${prefix}.invitation-accepted.dlq`]),
  ),
);

describe('invitation-accepted consumer', () => {
  it('when an invitation is accepted, then the confirmed team is kept locally once, even if the change is announced twice', async () => {
    const teamId = `team-${testId()}`;
    const data = {
      invitationId: `inv-${testId()}`,
      teamId,
      inviterId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03',
      inviteeId: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04',
      inviterName: 'Layla Farouk',
      inviteeName: 'Khalid Rahman',
      acceptedAt: '2026-01-05T10:00:00.000Z',
    };

    await publisher.publish(createEvent('invitation-accepted', data, 'teams'));
    await publisher.publish(createEvent('invitation-accepted', data, 'teams'));

    await eventually(async () => (await ConfirmedTeamModel.countDocuments({ _id: teamId })) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ConfirmedTeamModel.find({ _id: teamId }).lean()).toEqual([
      expect.objectContaining({
        player1: data.inviterId,
        player2: data.inviteeId,
        player1_name: 'Layla Farouk',
        player2_name: 'Khalid Rahman',
      }),
    ]);
  });
});
