import mongoose from 'mongoose';
import { SentInvitationListSchema } from '@padel/contracts';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { start, stop } from '../src/app';
import { InvitationModel } from '../src/data-access/invitation-model';
import { TeamModel } from '../src/data-access/team-model';
import { call, deleteQueues, queuesOf, testId, uniqueDbName } from './support';

const { omar, layla, sara } = demoUsers;
const prefix = `teams-test-${testId()}`;
let baseUrl: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix }));
  for (const user of [omar, layla, sara]) tokens[user.email] = (await passwordGrant(user.email)).access_token;
});

afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await stop();
  await deleteQueues(queuesOf(prefix));
});

beforeEach(async () => {
  await Promise.all([InvitationModel.deleteMany({}), TeamModel.deleteMany({})]);
});

const as = (user: { email: string }) => ({ token: tokens[user.email] as string });
const invite = async (from: { email: string }, body: unknown) =>
  (await call(baseUrl, 'POST', '/api/team-invitations', { ...as(from), body })).body.invitation as { id: string; token: string };

describe('GET /api/team-invitations/sent', () => {
  it('when the caller sent invitations by id and by email, then both are listed without their tokens', async () => {
    const byId = await invite(omar, { invitee_id: sara.id });
    const byEmail = await invite(omar, { invitee_email: 'someone-new@padel.test' });

    const { status, body } = await call(baseUrl, 'GET', '/api/team-invitations/sent', as(omar));

    expect(status).toBe(200);
    const sent = SentInvitationListSchema.parse(body);
    expect(sent.map((invitation) => invitation.id).sort()).toEqual([byId.id, byEmail.id].sort());
    expect(sent.find((invitation) => invitation.id === byId.id)).toMatchObject({ inviter: omar.id, invitee: sara.id, status: 'pending' });
    expect(JSON.stringify(body)).not.toContain(byId.token);
    expect(JSON.stringify(body)).not.toContain(byEmail.token);
  });

  it('when an invitation was accepted, then it is no longer listed', async () => {
    const accepted = await invite(omar, { invitee_id: sara.id });
    await call(baseUrl, 'POST', '/api/team-invitations/accept', { ...as(sara), body: { token: accepted.token } });

    const { body } = await call(baseUrl, 'GET', '/api/team-invitations/sent', as(omar));

    expect(body).toEqual([]);
  });

  it('when another player asks, then they see only what they sent themselves', async () => {
    await invite(omar, { invitee_id: sara.id });

    const asInvitee = await call(baseUrl, 'GET', '/api/team-invitations/sent', as(sara));
    const asStranger = await call(baseUrl, 'GET', '/api/team-invitations/sent', as(layla));

    expect(asInvitee.body).toEqual([]);
    expect(asStranger.body).toEqual([]);
  });

  it('when no token is sent, then 401', async () => {
    const { status, body } = await call(baseUrl, 'GET', '/api/team-invitations/sent', {});

    expect(status).toBe(401);
    expect(body.error).toBeTruthy();
  });
});
