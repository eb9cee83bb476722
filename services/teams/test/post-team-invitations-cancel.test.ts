import mongoose from 'mongoose';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { InvitationModel } from '../src/data-access/invitation-model';
import { TeamModel } from '../src/data-access/team-model';
import { InvitationAnswerModel } from '../src/data-access/invitation-answer-model';
import { sentDaysAgo, teamsServiceForTests } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const { call, as, invite } = teamsServiceForTests([omar, layla, khalid, sara]);

const cancel = (id: string, user?: { email: string }) => call('POST', `/api/team-invitations/${id}/cancel`, user ? as(user) : {});
const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);
const cancelledAlready = {
  status: 409,
  body: { error: 'This invitation has already been cancelled', code: 'INVITATION_ALREADY_CANCELLED' },
};

describe('POST /api/team-invitations/:id/cancel', () => {
  it('when the inviter cancels a pending invitation, then 200 and it leaves both the sent and the invitee list', async () => {
    const { id } = await invite(omar, { invitee_id: layla.id });
    const kept = await invite(omar, { invitee_id: khalid.id });

    const answer = await cancel(id, omar);

    expect(answer).toEqual({ status: 200, body: { message: 'Invitation cancelled', code: 'INVITATION_CANCELLED' } });
    expect((await InvitationModel.findById(id).lean())?.status).toBe('cancelled');
    expect(idsOf((await call('GET', '/api/team-invitations/sent', as(omar))).body)).toEqual([kept.id]);
    expect((await call('GET', '/api/team-invitations/me', as(layla))).body).toEqual([]);
  });

  it('when an invitation by email is cancelled, then its addressee no longer sees it and names no invitee', async () => {
    const { id } = await invite(khalid, { invitee_email: sara.email });

    expect((await cancel(id, khalid)).status).toBe(200);

    expect((await call('GET', '/api/team-invitations/me', as(sara))).body).toEqual([]);
    expect(await InvitationModel.findById(id).lean()).toMatchObject({ status: 'cancelled', invitee: null });
  });

  it('when the invitee then accepts it by token or by id, or declines it, then 409 already cancelled and no team', async () => {
    const { id, token } = await invite(omar, { invitee_id: layla.id });
    await cancel(id, omar);

    expect(await call('POST', '/api/team-invitations/accept', { ...as(layla), body: { token } })).toEqual(cancelledAlready);
    expect(await call('POST', `/api/team-invitations/${id}/accept`, as(layla))).toEqual(cancelledAlready);
    expect(await call('POST', `/api/team-invitations/${id}/decline`, as(layla))).toEqual(cancelledAlready);
    expect(await TeamModel.countDocuments()).toBe(0);
  });

  it('when an invitation was cancelled, then the same two players can invite each other again, either way', async () => {
    const first = await invite(omar, { invitee_id: layla.id });
    await cancel(first.id, omar);

    const again = await invite(omar, { invitee_id: layla.id });
    await cancel(again.id, omar);
    const reverse = await invite(layla, { invitee_id: omar.id });

    expect(new Set([first.id, again.id, reverse.id]).size).toBe(3);
    expect(idsOf((await call('GET', '/api/team-invitations/me', as(omar))).body)).toEqual([reverse.id]);
  });

  it('when the invitee or another player cancels, then 403 and the invitation stays pending', async () => {
    const { id } = await invite(omar, { invitee_id: layla.id });
    const forbidden = {
      status: 403,
      body: { error: 'Only the player who sent this invitation can cancel it', code: 'ONLY_INVITER_CAN_CANCEL' },
    };

    expect(await cancel(id, layla)).toEqual(forbidden);
    expect(await cancel(id, sara)).toEqual(forbidden);
    expect((await InvitationModel.findById(id).lean())?.status).toBe('pending');
  });

  it('when the invitation was already accepted or declined, then 409 naming what happened', async () => {
    const accepted = await invite(omar, { invitee_id: layla.id });
    const declined = await invite(omar, { invitee_id: khalid.id });
    await call('POST', '/api/team-invitations/accept', { ...as(layla), body: { token: accepted.token } });
    await call('POST', `/api/team-invitations/${declined.id}/decline`, as(khalid));

    expect(await cancel(accepted.id, omar)).toEqual({
      status: 409,
      body: { error: 'This invitation has already been accepted', code: 'INVITATION_ALREADY_ACCEPTED' },
    });
    expect(await cancel(declined.id, omar)).toEqual({
      status: 409,
      body: { error: 'This invitation has already been declined', code: 'INVITATION_ALREADY_DECLINED' },
    });
    expect(await TeamModel.countDocuments({ player1: omar.id, player2: layla.id, status: 'confirmed' })).toBe(1);
  });

  it('when it is cancelled twice, then the second answer is 409 already cancelled', async () => {
    const { id } = await invite(sara, { invitee_id: khalid.id });
    await cancel(id, sara);

    expect(await cancel(id, sara)).toEqual(cancelledAlready);
  });

  it('when the invitation has expired, then 409 expired and it is closed as expired, not cancelled', async () => {
    const { id } = await invite(sara, { invitee_id: omar.id });
    await sentDaysAgo(id, 15);

    expect(await cancel(id, sara)).toEqual({ status: 409, body: { error: 'This invitation has expired', code: 'INVITATION_EXPIRED' } });

    expect((await InvitationModel.findById(id).lean())?.status).toBe('expired');
    expect((await InvitationAnswerModel.findById(id).lean())?.answer).toBe('expired');
  });

  it('when the invitation is a little younger than the time limit, then it is cancelled as usual', async () => {
    const { id } = await invite(khalid, { invitee_id: layla.id });
    await sentDaysAgo(id, 13.9);

    expect(await cancel(id, khalid)).toEqual({ status: 200, body: { message: 'Invitation cancelled', code: 'INVITATION_CANCELLED' } });
    expect((await InvitationModel.findById(id).lean())?.status).toBe('cancelled');
  });

  it('when the id is unknown or malformed, then 404', async () => {
    const notFound = { status: 404, body: { error: 'Invitation not found', code: 'INVITATION_NOT_FOUND' } };

    expect(await cancel(new mongoose.Types.ObjectId().toString(), omar)).toEqual(notFound);
    expect(await cancel('not-an-id', omar)).toEqual(notFound);
  });

  it('when no token is sent, then 401 and the invitation stays pending', async () => {
    const { id } = await invite(omar, { invitee_id: layla.id });

    expect(await cancel(id)).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
    expect((await InvitationModel.findById(id).lean())?.status).toBe('pending');
  });

  it('when the inviter cancels twice at once, then one 200 and one 409, and the invitation is cancelled', async () => {
    const { id } = await invite(layla, { invitee_id: sara.id });

    const answers = await Promise.all([cancel(id, layla), cancel(id, layla)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toEqual(cancelledAlready);
    expect((await InvitationModel.findById(id).lean())?.status).toBe('cancelled');
  });

  it('when the inviter cancels while the invitee accepts, then exactly one of them wins', async () => {
    const { id, token } = await invite(khalid, { invitee_id: omar.id });

    const [cancelled, accepted] = await Promise.all([
      cancel(id, khalid),
      call('POST', '/api/team-invitations/accept', { ...as(omar), body: { token } }),
    ]);

    expect([cancelled.status, accepted.status].sort()).toEqual([200, 409]);
    const acceptWon = accepted.status === 200;
    expect((await InvitationModel.findById(id).lean())?.status).toBe(acceptWon ? 'accepted' : 'cancelled');
    expect(await TeamModel.countDocuments({ invitation_id: id })).toBe(acceptWon ? 1 : 0);
  });
});
