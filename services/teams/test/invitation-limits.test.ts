// Issue 31, points 5 and 6, as an attacker tried them on the teams service itself (no gateway in front): invite then
// cancel again and again to flood one address with mails, invite by email from an account whose own address nobody
// confirmed, and go on inviting past the hourly limit, also with a second replica counting in the same database.
import mongoose, { mongo } from 'mongoose';
import { slidingWindowHit, type SlidingWindowDocument } from '@padel/service-kit';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { mailsTo, testSmtpUrl, waitForMail } from '@padel/tools/testing/mailpit';
import { InvitationMailModel } from '../src/data-access/invitation-mail-model';
import { deleteAccount, eventually, teamsServiceForTests, testId, tokenOf, unverifiedAccount, type TestAccount } from './support';

const { omar, layla, sara, khalid, yousef } = demoUsers;
const PUBLIC_URL = 'http://localhost:8100';
const INVITATIONS_PER_HOUR = 8;

const { call, as, baseUrl } = teamsServiceForTests([omar, layla, sara, khalid, yousef], {
  SMTP_URL: testSmtpUrl(),
  PUBLIC_URL,
  MAIL_RELAY_INTERVAL_MS: 100,
  INVITATION_RATE_LIMIT: INVITATIONS_PER_HOUR,
  INVITATION_MAILS_PER_INVITER_AND_ADDRESS: 3,
  INVITATION_MAILS_PER_ADDRESS: 4,
});

const newcomer = () => `teams-flood-${testId()}@padel.test`;
const acceptLink = (token: string) => `${PUBLIC_URL}/accept-invitation?token=${encodeURIComponent(token)}`;

/** Invites `email` as `from`, waits until the relay is done with its mail (sent, or none planned), then cancels. */
async function inviteAndCancel(from: { email: string }, email: string): Promise<string> {
  const { status, body } = await call('POST', '/api/team-invitations', { ...as(from), body: { invitee_email: email } });
  expect(status).toBe(201);
  if (body.code === 'INVITATION_SENT') await waitForMail(email, { containing: acceptLink(body.invitation.token) });
  else expect(await InvitationMailModel.findById(body.invitation.id).lean()).toBeNull();
  expect((await call('POST', `/api/team-invitations/${body.invitation.id}/cancel`, as(from))).status).toBe(200);
  return body.code;
}

describe('POST /api/team-invitations: mails per recipient address', () => {
  it('when one player invites and cancels five times to one address, then three mails arrive and the rest are sent unmailed', async () => {
    const email = newcomer();

    const codes = [];
    for (let round = 0; round < 5; round += 1) codes.push(await inviteAndCancel(omar, email));

    expect(codes).toEqual([
      'INVITATION_SENT',
      'INVITATION_SENT',
      'INVITATION_SENT',
      'INVITATION_SENT_NOT_MAILED',
      'INVITATION_SENT_NOT_MAILED',
    ]);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('when several players invite one address, then it gets at most its daily number of mails from everyone', async () => {
    const email = newcomer();

    const codes = [];
    for (const from of [layla, omar, yousef, layla, layla]) codes.push(await inviteAndCancel(from, email));

    expect(codes).toEqual(['INVITATION_SENT', 'INVITATION_SENT', 'INVITATION_SENT', 'INVITATION_SENT', 'INVITATION_SENT_NOT_MAILED']);
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it('when an invitation is sent unmailed, then it still waits for its invitee and says why in its answer', async () => {
    const email = newcomer();
    for (let round = 0; round < 3; round += 1) await inviteAndCancel(layla, email);

    const { status, body } = await call('POST', '/api/team-invitations', { ...as(layla), body: { invitee_email: email } });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      code: 'INVITATION_SENT_NOT_MAILED',
      message:
        'Invitation sent, without a mail this time: this address has had too many invitation mails today. The invitation waits for them when they sign in with it.',
      invitation: { invitee_email: email, status: 'pending' },
    });
  });
});

describe('POST /api/team-invitations: only verified accounts invite by email', () => {
  let unverified: TestAccount;
  beforeAll(async () => {
    unverified = await unverifiedAccount('inviter');
  });
  afterAll(async () => {
    await deleteAccount(unverified);
  });

  it('when the inviter has not confirmed their own email, then inviting by email is 403 and no mail is planned', async () => {
    const email = newcomer();

    const { status, body } = await call('POST', '/api/team-invitations', {
      ...(await tokenOf(unverified)),
      body: { invitee_email: email },
    });
    const legacy = await call('POST', '/api/team-invitations', {
      ...(await tokenOf(unverified)),
      body: { inviterId: unverified.id, inviteeId: khalid.id, inviteeEmail: email },
    });

    expect({ status, body }).toEqual({ status: 403, body: expect.anything() });
    expect(body).toEqual({
      error: 'Please confirm your own email address before inviting someone by email.',
      code: 'INVITER_EMAIL_NOT_VERIFIED',
    });
    expect(legacy.status).toBe(403);
    expect(await InvitationMailModel.countDocuments()).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('when the unverified inviter invites a player by id, then that still works (no mail is involved)', async () => {
    const { status } = await call('POST', '/api/team-invitations', { ...(await tokenOf(unverified)), body: { invitee_id: khalid.id } });

    expect(status).toBe(201);
  });
});

describe('POST /api/team-invitations: invitations per inviter, counted by the service', () => {
  it('when a player sends the hourly number of invitations straight to the service, then the next is 429 with Retry-After', async () => {
    const answers = [];
    for (let round = 0; round <= INVITATIONS_PER_HOUR; round += 1) {
      answers.push(await call('POST', '/api/team-invitations', { ...as(khalid), body: { invitee_email: newcomer() } }));
    }

    expect(answers.slice(0, INVITATIONS_PER_HOUR).map((answer) => answer.status)).toEqual(Array(INVITATIONS_PER_HOUR).fill(201));
    expect(answers[INVITATIONS_PER_HOUR]).toEqual({
      status: 429,
      body: {
        error: 'You have sent too many invitations in the last hour. Please try again later.',
        code: 'INVITATIONS_RATE_LIMITED',
      },
    });
  });

  it('when another replica counted invitations of the same player in the shared database, then this one allows only the rest', async () => {
    // A second replica of the service: its own connection to the same database, counting with the same rule.
    const replica = await mongo.MongoClient.connect(process.env.MONGO_URL as string);
    try {
      const limits = replica.db(mongoose.connection.name).collection<SlidingWindowDocument>('business_limits');
      const rule = { name: 'invitations', limit: INVITATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 };
      for (let round = 0; round < INVITATIONS_PER_HOUR - 1; round += 1) await slidingWindowHit(limits, rule, sara.id);
    } finally {
      await replica.close();
    }

    const first = await call('POST', '/api/team-invitations', { ...as(sara), body: { invitee_email: newcomer() } });
    const response = await fetch(`${baseUrl()}/api/team-invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as(sara).token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ invitee_email: newcomer() }),
    });

    expect(first.status).toBe(201);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3500);
    await eventually(async () => (await InvitationMailModel.countDocuments()) === 0);
  });
});
