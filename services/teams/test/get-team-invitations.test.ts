import { InvitationListSchema, LegacyInvitationSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { verifyEmailThroughMail } from '@padel/tools/testing/mailpit';
import { InvitationModel } from '../src/data-access/invitation-model';
import {
  deleteAccount,
  sendVerificationMail,
  sentDaysAgo,
  teamsServiceForTests,
  tokenOf,
  unverifiedAccount,
  type TestAccount,
} from './support';

const { omar, layla, khalid, sara, yousef } = demoUsers;
const { call, as, invite } = teamsServiceForTests([omar, layla, khalid, sara, yousef]);

describe('GET /api/team-invitations/me', () => {
  it('when invitations were sent to the caller by id and by email, then both pending ones are listed with the inviter profile', async () => {
    const byId = await invite(omar, { invitee_id: sara.id });
    const byEmail = await invite(layla, { invitee_email: sara.email });

    const { status, body } = await call('GET', '/api/team-invitations/me', as(sara));

    expect(status).toBe(200);
    const invitations = InvitationListSchema.parse(body);
    expect(invitations.map((invitation) => invitation.id).sort()).toEqual([byId.id, byEmail.id].sort());
    expect(invitations.find((invitation) => invitation.id === byEmail.id)).toMatchObject({
      inviter: layla.id,
      invitee: null,
      invitee_email: sara.email,
      status: 'pending',
      inviter_profile: { id: layla.id, full_name: layla.fullName, email: layla.email },
    });
  });

  it('when invitations were accepted or declined, then only the pending ones are shown', async () => {
    const accepted = await invite(omar, { invitee_id: sara.id });
    const declined = await invite(layla, { invitee_id: sara.id });
    const pending = await invite(khalid, { invitee_id: sara.id });
    await call('POST', '/api/team-invitations/accept', { ...as(sara), body: { token: accepted.token } });
    await call('POST', `/api/team-invitations/${declined.id}/decline`, as(sara));

    const { body } = await call('GET', '/api/team-invitations/me', as(sara));

    expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([pending.id]);
  });

  it('when another player has invitations, then the caller sees none of them (nor the ones the caller sent)', async () => {
    await invite(omar, { invitee_id: yousef.id });
    await invite(layla, { invitee_email: yousef.email });

    expect(await call('GET', '/api/team-invitations/me', as(khalid))).toEqual({ status: 200, body: [] });
    expect(await call('GET', '/api/team-invitations/me', as(omar))).toEqual({ status: 200, body: [] });
  });

  it('when an invitation was sent longer ago than the time limit (14 days), then it is not listed, though still pending', async () => {
    const expired = await invite(omar, { invitee_id: yousef.id });
    const fresh = await invite(layla, { invitee_email: yousef.email });
    await sentDaysAgo(expired.id, 14.1);
    await sentDaysAgo(fresh.id, 13.9);

    const { body } = await call('GET', '/api/team-invitations/me', as(yousef));

    expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([fresh.id]);
    expect((await InvitationModel.findById(expired.id).lean())?.status).toBe('pending');
  });

  it('when an invitation is listed, then it says when it expires: 14 days after it was sent', async () => {
    const { id } = await invite(khalid, { invitee_id: layla.id });
    const stored = await InvitationModel.findById(id).lean();

    const { body } = await call('GET', '/api/team-invitations/me', as(layla));

    const [listed] = InvitationListSchema.parse(body);
    expect(Date.parse(listed?.expires_at ?? '') - (stored?.createdAt.getTime() ?? 0)).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('when no token is sent, then 401', async () => {
    expect(await call('GET', '/api/team-invitations/me')).toEqual({
      status: 401,
      body: { error: 'Not authenticated', code: 'UNAUTHORIZED' },
    });
  });

  describe('an account whose email is not verified', () => {
    let account: TestAccount;

    beforeEach(async () => {
      account = await unverifiedAccount('me');
    });

    afterEach(async () => {
      await deleteAccount(account);
    });

    it('when invitations were sent to its email and to its id, then only the one by id is listed', async () => {
      await invite(omar, { invitee_email: account.email });
      const byId = await invite(layla, { invitee_id: account.id });

      const { status, body } = await call('GET', '/api/team-invitations/me', await tokenOf(account));

      expect(status).toBe(200);
      expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([byId.id]);
    });

    it('when it verifies the email through the mail and signs in again, then the invitation sent to the email is listed', async () => {
      const byEmail = await invite(omar, { invitee_email: account.email });
      await sendVerificationMail(account);
      await verifyEmailThroughMail(account.email);

      const { body } = await call('GET', '/api/team-invitations/me', await tokenOf(account));

      expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([byEmail.id]);
    });
  });
});

describe('GET /api/team-invitations?inviteeId=', () => {
  it('when the caller asks for their own id, then their pending invitations in the older form', async () => {
    const sent = await invite(omar, { invitee_id: khalid.id });

    const { status, body } = await call('GET', `/api/team-invitations?inviteeId=${khalid.id}`, as(khalid));

    expect(status).toBe(200);
    expect(body).toEqual([
      LegacyInvitationSchema.parse({ id: sent.id, inviterId: omar.id, inviteeId: khalid.id, inviteeEmail: null, status: 'pending' }),
    ]);
  });

  it('when one of them has expired, then only the one within the time limit is listed', async () => {
    const expired = await invite(sara, { invitee_id: khalid.id });
    const fresh = await invite(yousef, { invitee_id: khalid.id });
    await sentDaysAgo(expired.id, 20);

    const { body } = await call('GET', `/api/team-invitations?inviteeId=${khalid.id}`, as(khalid));

    expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([fresh.id]);
  });

  it("when the caller asks for another player's id, then 403", async () => {
    await invite(omar, { invitee_id: khalid.id });

    expect(await call('GET', `/api/team-invitations?inviteeId=${khalid.id}`, as(layla))).toEqual({
      status: 403,
      body: { error: "You cannot view another player's invitations", code: 'CANNOT_VIEW_OTHERS_INVITATIONS' },
    });
  });

  it('when the id is missing or not a user id, then 400', async () => {
    expect((await call('GET', '/api/team-invitations', as(khalid))).status).toBe(400);
    expect((await call('GET', '/api/team-invitations?inviteeId=42', as(khalid))).status).toBe(400);
  });

  it('when no token is sent, then 401', async () => {
    expect((await call('GET', `/api/team-invitations?inviteeId=${khalid.id}`)).status).toBe(401);
  });
});
