import mongoose from 'mongoose';
import type { EventOf } from '@padel/contracts';
import { createLogger, EventBus } from '@padel/service-kit';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { TeamModel } from '../src/data-access/team-model';
import { tcpProxy, call, deleteQueues, eventually, queuesOf, testId, uniqueDbName } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const prefix = `teams-test-${testId()}`;
const listenerQueue = `teams-test-listener-${testId()}.invitation-accepted`;
const heard: Array<EventOf<'invitation-accepted'>> = [];
let baseUrl: string;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let listener: EventBus;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The service reaches RabbitMQ only through a proxy the test can cut; the listener talks to the broker directly.
  proxy = await tcpProxy(process.env.AMQP_URL as string);
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, AMQP_URL: proxy.url }));
  listener = new EventBus({
    url: process.env.AMQP_URL as string,
    logger: createLogger('teams-test-listener'),
    connection: mongoose.connection,
  });
  await listener.subscribe({ queue: listenerQueue, type: 'invitation-accepted', handler: async (event) => void heard.push(event) });
  listener.start();
  await listener.waitUntilConnected();
  await eventually(async () => (await fetch(`${baseUrl}/ready`)).status === 200);
  for (const user of [omar, layla, khalid, sara]) tokens[user.email] = (await passwordGrant(user.email)).access_token;
});

afterAll(() =>
  releaseAll(
    () => listener.close(),
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => proxy.close(),
    () => deleteQueues([...queuesOf(prefix), listenerQueue, `${listenerQueue}.dlq`]),
  ),
);

async function formTeam(inviter: { email: string; id: string }, invitee: { email: string; id: string }): Promise<string> {
  const sent = await call(baseUrl, 'POST', '/api/team-invitations', { token: tokens[inviter.email], body: { invitee_id: invitee.id } });
  const accepted = await call(baseUrl, 'POST', '/api/team-invitations/accept', {
    token: tokens[invitee.email],
    body: { token: sent.body.invitation.token },
  });
  expect(accepted.status).toBe(200);
  return accepted.body.team.id;
}

const heardFor = (teamId: string) => heard.filter((event) => event.data.teamId === teamId);

describe('invitation-accepted through the outbox', () => {
  it('when an invitation is accepted, then invitation-accepted is published with both members and leaves the outbox', async () => {
    const teamId = await formTeam(khalid, sara);

    await eventually(async () => heardFor(teamId).length === 1);
    expect(heardFor(teamId)[0]).toMatchObject({
      type: 'invitation-accepted',
      source: 'teams',
      data: {
        teamId,
        inviterId: khalid.id,
        inviteeId: sara.id,
        inviterName: khalid.fullName,
        inviteeName: sara.fullName,
        inviteeEmail: sara.email,
      },
    });
    await eventually(async () => (await TeamModel.findById(teamId).lean())?.outbox.length === 0);
  });

  it('when RabbitMQ is unreachable, then accepting still succeeds, the event waits in the outbox, and it is delivered once the broker is back', async () => {
    await proxy.cut();
    await eventually(async () => (await fetch(`${baseUrl}/ready`)).status === 503);

    const teamId = await formTeam(omar, layla);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await TeamModel.findById(teamId).lean())?.outbox).toEqual([expect.objectContaining({ type: 'invitation-accepted' })]);
    expect(heardFor(teamId)).toEqual([]);

    await proxy.restore();
    await eventually(async () => heardFor(teamId).length === 1, 40_000);
    await eventually(async () => (await TeamModel.findById(teamId).lean())?.outbox.length === 0);
    expect(heardFor(teamId)[0]?.data).toMatchObject({ inviterId: omar.id, inviteeId: layla.id });
  }, 60_000);
});
