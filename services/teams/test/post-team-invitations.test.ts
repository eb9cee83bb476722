import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { CreateInvitationResponseSchema } from '@padel/contracts';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { InvitationModel } from '../src/data-access/invitation-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { InvitationAnswerModel } from '../src/data-access/invitation-answer-model';
import { call, deleteQueues, queuesOf, sentDaysAgo, testId, uniqueDbName } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const prefix = `teams-test-${testId()}`;
let baseUrl: string;
let players: Server;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // Stands in for the players service's public GET /api/players/:id (the teams service only reads names through it).
  players = createServer((request, response) => {
    const known = request.url === `/api/players/${layla.id}`;
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        known ? { id: layla.id, full_name: layla.fullName, country: 'Jordan' } : { error: 'Player not found', code: 'PLAYER_NOT_FOUND' },
      ),
    );
  });
  await new Promise<void>((resolve) => players.listen(0, '127.0.0.1', resolve));
  const playersUrl = `http://127.0.0.1:${(players.address() as AddressInfo).port}`;
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix, PLAYERS_URL: playersUrl }));
  for (const user of [omar, layla, khalid]) tokens[user.email] = (await passwordGrant(user.email)).access_token;
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
    () => new Promise((resolve) => players.close(resolve)),
    () => deleteQueues(queuesOf(prefix)),
  ),
);

beforeEach(async () => {
  await Promise.all([InvitationModel.deleteMany({}), TeamModel.deleteMany({})]);
});

const invite = (from: { email: string }, body: unknown) =>
  call(baseUrl, 'POST', '/api/team-invitations', { token: tokens[from.email], body });

describe('POST /api/team-invitations', () => {
  it('when a player invites a partner by id, then 201 with a pending invitation, a url-safe token and both snapshots', async () => {
    const { status, body } = await invite(omar, { invitee_id: layla.id });

    expect(status).toBe(201);
    expect(CreateInvitationResponseSchema.parse(body)).toMatchObject({
      message: 'Invitation sent',
      code: 'INVITATION_SENT',
      invitation: {
        inviter: omar.id,
        invitee: layla.id,
        invitee_email: null,
        status: 'pending',
        inviter_profile: { id: omar.id, full_name: omar.fullName, email: omar.email },
        invitee_profile: { id: layla.id, full_name: layla.fullName, country: 'Jordan' },
      },
    });
    expect(body.invitation.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('when a player invites by email, then the invitation is addressed to the email and no one in particular', async () => {
    const { status, body } = await invite(omar, { invitee_email: ' Sara@Padel.Local ' });

    expect(status).toBe(201);
    expect(body.invitation).toMatchObject({ invitee: null, invitee_email: sara.email, invitee_profile: null });
  });

  it('when two invitations are sent, then their tokens differ', async () => {
    const first = await invite(omar, { invitee_id: layla.id });
    const second = await invite(omar, { invitee_id: khalid.id });

    expect(first.body.invitation.token).not.toBe(second.body.invitation.token);
  });

  it('when the older form names the caller as inviter, then the invitation is sent', async () => {
    const { status, body } = await invite(omar, { inviterId: omar.id, inviteeId: khalid.id, inviteeEmail: null });

    expect(status).toBe(201);
    expect(body.invitation).toMatchObject({ inviter: omar.id, invitee: khalid.id });
  });

  it('when the older form names someone else as inviter, then 403 and nothing is stored', async () => {
    const { status, body } = await invite(omar, { inviterId: layla.id, inviteeId: khalid.id, inviteeEmail: null });

    expect({ status, body }).toEqual({
      status: 403,
      body: { error: 'You can only send invitations as yourself', code: 'INVITE_ONLY_AS_YOURSELF' },
    });
    expect(await InvitationModel.countDocuments()).toBe(0);
  });

  it('when a player invites themself by id or by their own email, then 400', async () => {
    expect(await invite(omar, { invitee_id: omar.id })).toEqual({
      status: 400,
      body: { error: 'You cannot invite yourself', code: 'CANNOT_INVITE_YOURSELF' },
    });
    expect(await invite(omar, { invitee_email: 'OMAR@padel.local' })).toEqual({
      status: 400,
      body: { error: 'You cannot invite yourself', code: 'CANNOT_INVITE_YOURSELF' },
    });
  });

  it('when neither a partner nor an email is given, or the id is not a user id, then 400 naming the field', async () => {
    const empty = await invite(omar, { invitee_email: '' });
    const badId = await invite(omar, { invitee_id: 'not-a-uuid' });

    expect(empty).toMatchObject({
      status: 400,
      body: {
        error: 'invitee_email: Choose a partner or enter an email',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'invitee_email', message: 'Choose a partner or enter an email' }],
      },
    });
    expect(badId).toMatchObject({
      status: 400,
      body: {
        error: 'invitee_id: Must be a valid UUID',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'invitee_id', message: 'Must be a valid UUID' }],
      },
    });
  });

  it('when a pending invitation to the same player exists, then a second one is 409', async () => {
    await invite(omar, { invitee_id: layla.id });

    expect(await invite(omar, { invitee_id: layla.id })).toEqual({
      status: 409,
      body: { error: 'A pending invitation between you and this player already exists', code: 'PENDING_INVITATION_EXISTS' },
    });
  });

  it('when the other player already invited the caller, then inviting them back is 409 (either direction)', async () => {
    await invite(layla, { invitee_id: omar.id });
    await invite(khalid, { invitee_email: omar.email });

    expect((await invite(omar, { invitee_id: layla.id })).status).toBe(409);
    expect((await invite(omar, { invitee_email: khalid.email })).status).toBe(409);
  });

  it('when the same email is invited twice, then the second is 409', async () => {
    await invite(omar, { invitee_email: sara.email });

    expect((await invite(omar, { invitee_email: sara.email })).status).toBe(409);
  });

  it('when the same invitation is sent twice at once, then exactly one is stored', async () => {
    const answers = await Promise.all([invite(omar, { invitee_id: khalid.id }), invite(omar, { invitee_id: khalid.id })]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await InvitationModel.countDocuments({ inviter: omar.id, invitee: khalid.id })).toBe(1);
  });

  it('when the pending invitation in the way has expired, then it is closed as expired and the new one is sent', async () => {
    const old = await invite(omar, { invitee_id: khalid.id });
    await sentDaysAgo(old.body.invitation.id, 15);

    const again = await invite(omar, { invitee_id: khalid.id });

    expect(again.status).toBe(201);
    expect(again.body.invitation.id).not.toBe(old.body.invitation.id);
    expect((await InvitationModel.findById(old.body.invitation.id).lean())?.status).toBe('expired');
    expect((await InvitationAnswerModel.findById(old.body.invitation.id).lean())?.answer).toBe('expired');
    expect(await InvitationModel.countDocuments({ status: 'pending' })).toBe(1);
  });

  it("when the other player's invitation to the caller (by email) has expired, then the caller can invite them back", async () => {
    const theirs = await invite(khalid, { invitee_email: omar.email });
    await sentDaysAgo(theirs.body.invitation.id, 20);

    expect((await invite(omar, { invitee_id: khalid.id })).status).toBe(201);
    expect((await InvitationModel.findById(theirs.body.invitation.id).lean())?.status).toBe('expired');
  });

  it('when the pending invitation in the way is a little younger than the time limit, then a new one is still 409', async () => {
    const old = await invite(layla, { invitee_id: khalid.id });
    await sentDaysAgo(old.body.invitation.id, 13.9);

    expect((await invite(layla, { invitee_id: khalid.id })).status).toBe(409);
    expect((await InvitationModel.findById(old.body.invitation.id).lean())?.status).toBe('pending');
  });

  it('when a new invitation is sent twice at once past an expired one, then exactly one new pending invitation is stored', async () => {
    const old = await invite(khalid, { invitee_id: layla.id });
    await sentDaysAgo(old.body.invitation.id, 15);

    const answers = await Promise.all([invite(khalid, { invitee_id: layla.id }), invite(khalid, { invitee_id: layla.id })]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await InvitationModel.countDocuments({ inviter: khalid.id, invitee: layla.id, status: 'pending' })).toBe(1);
    expect((await InvitationModel.findById(old.body.invitation.id).lean())?.status).toBe('expired');
  });

  it('when an invitation is sent, then the answer says when it expires, 14 days later', async () => {
    const { body } = await invite(layla, { invitee_email: 'expiry-check@padel.test' });
    const stored = await InvitationModel.findById(body.invitation.id).lean();

    expect(Date.parse(body.invitation.expires_at) - (stored?.createdAt.getTime() ?? 0)).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('when the two players already form a confirmed team, then 409', async () => {
    await TeamModel.create({
      player1: layla.id,
      player2: omar.id,
      member_key: memberKey(layla.id, omar.id),
      invitation_id: `inv-${testId()}`,
      status: 'confirmed',
      player1_profile: { id: layla.id, full_name: layla.fullName, email: layla.email },
      player2_profile: { id: omar.id, full_name: omar.fullName, email: omar.email },
    });

    expect(await invite(omar, { invitee_id: layla.id })).toEqual({
      status: 409,
      body: { error: 'You are already on a team with this player', code: 'ALREADY_TEAMMATES' },
    });
    expect(await invite(omar, { invitee_email: layla.email })).toEqual({
      status: 409,
      body: { error: 'You are already on a team with this player', code: 'ALREADY_TEAMMATES' },
    });
  });

  it('when no token is sent, then 401 and nothing is stored', async () => {
    const answer = await call(baseUrl, 'POST', '/api/team-invitations', { body: { invitee_id: layla.id } });

    expect(answer).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
    expect(await InvitationModel.countDocuments()).toBe(0);
  });
});
