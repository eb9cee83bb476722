import { createEvent, createLogger, EventBus } from '@padel/service-kit';
import { tapEvents } from '@padel/tools/testing/event-tap';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { InvitationModel } from '../src/data-access/invitation-model';
import { eventually, teamsServiceForTests } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const { call, as, invite, baseUrl } = teamsServiceForTests([omar, layla, khalid, sara]);

let publisher: EventBus;

beforeAll(async () => {
  await eventually(async () => (await fetch(`${baseUrl()}/ready`)).status === 200);
  publisher = new EventBus({ url: process.env.AMQP_URL as string, logger: createLogger('teams-test-publisher') });
  publisher.start();
  await publisher.waitUntilConnected();
});

afterAll(async () => {
  await publisher.close();
});

const blocked = (userId: string) =>
  createEvent('account-blocked', { userId, blockedBy: sara.id, blockedAt: new Date().toISOString() }, 'players');
const statusOf = async (id: string) => (await InvitationModel.findById(id).lean())?.status;

describe('account-blocked consumer', () => {
  it('when a user is blocked, then the invitations they sent are cancelled and those they received declined; others stay', async () => {
    const sent = await invite(omar, { invitee_id: layla.id });
    const received = await invite(khalid, { invitee_id: omar.id });
    const others = await invite(layla, { invitee_id: khalid.id });
    const closedEvents = await tapEvents('invitation-closed');

    await publisher.publish(blocked(omar.id));

    await eventually(async () => (await statusOf(sent.id)) === 'cancelled' && (await statusOf(received.id)) === 'declined');
    expect(await statusOf(others.id)).toBe('pending');
    expect((await call('GET', '/api/team-invitations/me', as(layla))).body.map((item: { id: string }) => item.id)).toEqual([]);
    expect((await call('GET', '/api/team-invitations/sent', as(khalid))).body).toEqual([]);
    // Each closing published its invitation-closed (the players' pending lists follow it).
    await eventually(async () =>
      [sent.id, received.id].every((id) =>
        closedEvents.heard.some((event) => event.type === 'invitation-closed' && event.data.invitationId === id),
      ),
    );
    await closedEvents.close();
  });

  it('when the event is delivered twice, then the second delivery changes nothing', async () => {
    const sent = await invite(layla, { invitee_id: khalid.id });
    const event = blocked(layla.id);

    await publisher.publish(event);
    // Cancelled, and its invitation-closed relayed (the relay empties the outbox meanwhile, not the second delivery).
    await eventually(async () => {
      const stored = await InvitationModel.findById(sent.id).lean();
      return stored?.status === 'cancelled' && (stored.outbox ?? []).length === 0;
    });
    const after = await InvitationModel.findById(sent.id).lean();
    await publisher.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await InvitationModel.findById(sent.id).lean()).toEqual(after);
  });
});
