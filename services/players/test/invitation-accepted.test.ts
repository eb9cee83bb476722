import mongoose from 'mongoose';
import { createEvent, createLogger, EventBus } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { deleteQueues, eventually, testId, uniqueDbName, playersQueues } from './support';

const prefix = `players-test-${testId()}`;
let publisher: EventBus;

beforeAll(async () => {
  const { url } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix });
  // Ready = connected to the broker with the service's queues declared and bound.
  await eventually(async () => (await fetch(`${url}/ready`)).status === 200);
  publisher = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger('players-test-publisher') });
  publisher.start();
  await publisher.waitUntilConnected();
});

afterAll(() =>
  releaseAll(
    () => publisher.close(),
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => deleteQueues(playersQueues(prefix)),
  ),
);

describe('invitation-accepted consumer', () => {
  it('when an invitation is accepted, then both players record each other as partner, once even if the event repeats', async () => {
    const sara = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05';
    const yousef = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06';
    const teamId = `team-${testId()}`;
    const event = createEvent(
      'invitation-accepted',
      {
        invitationId: `inv-${testId()}`,
        teamId,
        inviterId: sara,
        inviteeId: yousef,
        inviterName: 'Sara Nasser',
        inviteeName: 'Yousef Al Amiri',
        acceptedAt: new Date().toISOString(),
      },
      'teams',
    );

    await publisher.publish(event);
    await publisher.publish(createEvent('invitation-accepted', event.data, 'teams')); // same change, new event id

    await eventually(async () => {
      const profiles = await ProfileModel.find({ _id: { $in: [sara, yousef] } }).lean();
      return profiles.length === 2 && profiles.every((profile) => (profile.partners ?? []).some((partner) => partner.teamId === teamId));
    });
    const [saraProfile, yousefProfile] = await Promise.all([ProfileModel.findById(sara).lean(), ProfileModel.findById(yousef).lean()]);
    expect(saraProfile?.partners.filter((p) => p.teamId === teamId)).toEqual([
      expect.objectContaining({ partnerId: yousef, partnerName: 'Yousef Al Amiri' }),
    ]);
    expect(yousefProfile?.partners.filter((p) => p.teamId === teamId)).toEqual([
      expect.objectContaining({ partnerId: sara, partnerName: 'Sara Nasser' }),
    ]);
  });
});
