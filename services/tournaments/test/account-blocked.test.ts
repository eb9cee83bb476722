import { createEvent, createLogger, EventBus } from '@padel/service-kit';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { entriesTestbed, entryConfirmedListener, eventListener } from './entries-support';
import { eventually } from './support';

const { noura, omar, layla, khalid, sara } = demoUsers;
const testbed = entriesTestbed();
const { call } = testbed;
const { heard } = eventListener('blocked', 'entry-withdrawn');
// The relay keeps (in order) events no queue would receive: entry-confirmed needs a queue for entry-withdrawn to follow it.
entryConfirmedListener('blocked');

let publisher: EventBus;

beforeAll(async () => {
  await eventually(async () => (await fetch(`${testbed.baseUrl()}/ready`)).status === 200);
  publisher = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger('tournaments-test-publisher') });
  publisher.start();
  await publisher.waitUntilConnected();
});

afterAll(async () => {
  await publisher.close();
});

const blocked = (userId: string) =>
  createEvent('account-blocked', { userId, blockedBy: noura.id, blockedAt: new Date().toISOString() }, 'players');
const statusOf = async (id: string) => (await EntryModel.findById(id).lean())?.status;

describe('account-blocked consumer', () => {
  it("when a player is blocked, then their pending and confirmed entries are withdrawn as a withdrawal would, and others' stay", async () => {
    const pending = await testbed.pendingEntry(omar, layla);
    const confirmed = await testbed.pendingEntry(khalid, omar);
    expect((await call('PATCH', `/api/tournament-entries/${confirmed.entryId}/confirm`, omar)).status).toBe(200);
    const others = await testbed.pendingEntry(sara, layla);

    await publisher.publish(blocked(omar.id));

    await eventually(async () => (await statusOf(pending.entryId)) === 'withdrawn' && (await statusOf(confirmed.entryId)) === 'withdrawn');
    expect(await statusOf(others.entryId)).toBe('pending_both');
    await eventually(async () => heard.some((event) => event.data.entryId === confirmed.entryId));
    expect(heard.find((event) => event.data.entryId === confirmed.entryId)?.data).toMatchObject({
      withdrawnBy: omar.id,
      wasConfirmed: true,
    });
  });

  it('when the event is delivered twice, then the entry is withdrawn once', async () => {
    const pending = await testbed.pendingEntry(layla, khalid);
    const event = blocked(layla.id);

    await publisher.publish(event);
    await eventually(async () => (await statusOf(pending.entryId)) === 'withdrawn');
    await publisher.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 700));

    expect(heard.filter((heardEvent) => heardEvent.data.entryId === pending.entryId)).toHaveLength(1);
  });
});
