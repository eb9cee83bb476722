import mongoose from 'mongoose';
import type { EventOf } from '@padel/contracts';
import { createLogger, EventBus } from '@padel/service-kit';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { InvitationModel } from '../src/data-access/invitation-model';
import { deleteQueues, eventually, teamsServiceForTests, testId } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const api = teamsServiceForTests([omar, layla, khalid, sara]);
const listenerPrefix = `teams-test-invitation-listener-${testId()}`;
const heard: Array<EventOf<'invitation-sent'> | EventOf<'invitation-closed'>> = [];
let listener: EventBus;

beforeAll(async () => {
  // Every teams service of the suite publishes on the shared broker: each test looks only at its own invitation's events.
  listener = new EventBus({
    url: process.env.AMQP_URL as string,
    logger: createLogger('teams-test-listener'),
    connection: mongoose.connection,
  });
  await listener.subscribe({
    queue: `${listenerPrefix}.invitation-sent`,
    type: 'invitation-sent',
    handler: async (event) => void heard.push(event),
  });
  await listener.subscribe({
    queue: `${listenerPrefix}.invitation-closed`,
    type: 'invitation-closed',
    handler: async (event) => void heard.push(event),
  });
  listener.start();
  await listener.waitUntilConnected();
});

afterAll(() =>
  releaseAll(
    () => listener.close(),
    () =>
      deleteQueues(
        ['invitation-sent', 'invitation-closed'].flatMap((type) => [`${listenerPrefix}.${type}`, `${listenerPrefix}.${type}.dlq`]),
      ),
  ),
);

const heardFor = (invitationId: string) => heard.filter((event) => event.data.invitationId === invitationId);
/** The types heard for the invitation, in a fixed order (each type comes through a queue of its own). */
const typesFor = (invitationId: string) =>
  heardFor(invitationId)
    .map((event) => event.type)
    .sort()
    .reverse();
const closedFor = (invitationId: string) => heardFor(invitationId).find((event) => event.type === 'invitation-closed')?.data;
const sentFor = (invitationId: string) => heardFor(invitationId).find((event) => event.type === 'invitation-sent')?.data;

describe('invitation-sent and invitation-closed through the outbox', () => {
  it('when an invitation is sent by id, then invitation-sent names both players and its expiry, and leaves the outbox', async () => {
    const invitation = await api.invite(khalid, { invitee_id: sara.id });

    await eventually(async () => heardFor(invitation.id).length === 1);
    const [sent] = heardFor(invitation.id) as Array<EventOf<'invitation-sent'>>;
    expect(sent).toMatchObject({
      type: 'invitation-sent',
      source: 'teams',
      data: { invitationId: invitation.id, inviterId: khalid.id, inviteeId: sara.id, inviteeEmail: null },
    });
    const { sentAt, expiresAt } = sent!.data;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(new Date(sentAt).getTime());
    await eventually(async () => (await InvitationModel.findById(invitation.id).lean())?.outbox?.length === 0);
  });

  it('when an invitation by email is declined, then invitation-closed says declined with the invitee who answered', async () => {
    const invitation = await api.invite(omar, { invitee_email: layla.email });
    expect((await api.call('POST', `/api/team-invitations/${invitation.id}/decline`, api.as(layla))).status).toBe(200);

    await eventually(async () => heardFor(invitation.id).length === 2);
    expect(typesFor(invitation.id)).toEqual(['invitation-sent', 'invitation-closed']);
    expect(sentFor(invitation.id)).toMatchObject({ inviteeId: null, inviteeEmail: layla.email });
    expect(closedFor(invitation.id)).toMatchObject({ status: 'declined', inviterId: omar.id, inviteeId: layla.id });
  });

  it('when an invitation is cancelled, and another accepted, then each is closed once with its status', async () => {
    const cancelled = await api.invite(sara, { invitee_id: omar.id });
    const accepted = await api.invite(khalid, { invitee_id: layla.id });

    expect((await api.call('POST', `/api/team-invitations/${cancelled.id}/cancel`, api.as(sara))).status).toBe(200);
    expect((await api.call('POST', '/api/team-invitations/accept', { ...api.as(layla), body: { token: accepted.token } })).status).toBe(
      200,
    );
    // Answering again changes nothing, so it publishes nothing.
    expect((await api.call('POST', `/api/team-invitations/${cancelled.id}/cancel`, api.as(sara))).status).toBe(409);

    await eventually(async () => heardFor(cancelled.id).length === 2 && heardFor(accepted.id).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(typesFor(cancelled.id)).toEqual(['invitation-sent', 'invitation-closed']);
    expect(closedFor(cancelled.id)).toMatchObject({ status: 'cancelled', inviterId: sara.id, inviteeId: omar.id });
    expect(closedFor(accepted.id)).toMatchObject({ status: 'accepted', inviterId: khalid.id, inviteeId: layla.id });
  });
});
