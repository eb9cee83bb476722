import { SentInvitationListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { InvitationModel } from '../src/data-access/invitation-model';
import { sentDaysAgo, teamsServiceForTests } from './support';

const { omar, layla, sara, khalid } = demoUsers;
// A time limit other than the default, to see the configured one reach the lists.
const { call, as, invite } = teamsServiceForTests([omar, layla, sara, khalid], { INVITATION_TTL_DAYS: 3 });

describe('GET /api/team-invitations/sent', () => {
  it('when the caller sent invitations by id and by email, then both are listed with when they were sent, without their tokens', async () => {
    const before = Date.now();
    const byId = await invite(omar, { invitee_id: sara.id });
    const byEmail = await invite(omar, { invitee_email: 'someone-new@padel.test' });

    const { status, body } = await call('GET', '/api/team-invitations/sent', as(omar));

    expect(status).toBe(200);
    const sent = SentInvitationListSchema.parse(body);
    expect(sent.map((invitation) => invitation.id).sort()).toEqual([byId.id, byEmail.id].sort());
    expect(sent.find((invitation) => invitation.id === byId.id)).toMatchObject({ inviter: omar.id, invitee: sara.id, status: 'pending' });
    for (const { created_at } of sent) expect(Date.parse(created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(body)).not.toContain(byId.token);
    expect(JSON.stringify(body)).not.toContain(byEmail.token);
  });

  it('when an invitation was accepted, then it is no longer listed', async () => {
    const accepted = await invite(omar, { invitee_id: sara.id });
    await call('POST', '/api/team-invitations/accept', { ...as(sara), body: { token: accepted.token } });

    const { body } = await call('GET', '/api/team-invitations/sent', as(omar));

    expect(body).toEqual([]);
  });

  it('when the time limit is 3 days, then each invitation expires 3 days after it was sent', async () => {
    await invite(layla, { invitee_id: khalid.id });
    await invite(layla, { invitee_email: 'another-new@padel.test' });

    const sent = SentInvitationListSchema.parse((await call('GET', '/api/team-invitations/sent', as(layla))).body);

    expect(sent).toHaveLength(2);
    for (const { created_at, expires_at } of sent) {
      expect(Date.parse(expires_at ?? '') - Date.parse(created_at ?? '')).toBe(3 * 24 * 60 * 60 * 1000);
    }
  });

  it('when an invitation was sent longer ago than the time limit, then it is no longer listed, though still pending', async () => {
    const expired = await invite(khalid, { invitee_id: sara.id });
    const fresh = await invite(khalid, { invitee_id: omar.id });
    await sentDaysAgo(expired.id, 3.1);
    await sentDaysAgo(fresh.id, 2.9);

    const { body } = await call('GET', '/api/team-invitations/sent', as(khalid));

    expect(body.map((invitation: { id: string }) => invitation.id)).toEqual([fresh.id]);
    expect((await InvitationModel.findById(expired.id).lean())?.status).toBe('pending');
  });

  it('when another player asks, then they see only what they sent themselves', async () => {
    await invite(omar, { invitee_id: sara.id });

    const asInvitee = await call('GET', '/api/team-invitations/sent', as(sara));
    const asStranger = await call('GET', '/api/team-invitations/sent', as(layla));

    expect(asInvitee.body).toEqual([]);
    expect(asStranger.body).toEqual([]);
  });

  it('when no token is sent, then 401', async () => {
    const { status, body } = await call('GET', '/api/team-invitations/sent', {});

    expect(status).toBe(401);
    expect(body.error).toBeTruthy();
  });
});
