import { SentInvitationListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { teamsServiceForTests } from './support';

const { omar, layla, sara } = demoUsers;
const { call, as, invite } = teamsServiceForTests([omar, layla, sara]);

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
