import { demoUsers } from '@padel/tools/testing/keycloak';
import { InvitationAnswerModel } from '../src/data-access/invitation-answer-model';
import { InvitationModel } from '../src/data-access/invitation-model';
import { TeamModel } from '../src/data-access/team-model';
import { teamsServiceForTests } from './support';

const { omar, sara, khalid } = demoUsers;
const { call, as, invite } = teamsServiceForTests([omar, sara, khalid]);

const alreadyAccepted = { status: 409, body: { error: 'This invitation has already been accepted', code: 'INVITATION_ALREADY_ACCEPTED' } };

/** An accept that claimed the invitation and stopped (a crash) before forming the team, as its claim records it. */
async function acceptStoppedHalfway(invitationId: string, invitee: { id: string; fullName: string; email: string }, withSnapshot = true) {
  await InvitationAnswerModel.create({
    _id: invitationId,
    answer: 'accepted',
    by: invitee.id,
    answered_at: new Date(),
    invitee: withSnapshot ? { id: invitee.id, full_name: invitee.fullName, email: invitee.email, country: null, photo_url: null } : null,
  });
}

describe('an accept that stopped after claiming the invitation', () => {
  it('when the inviter then cancels, then the accept is finished: the team is formed, the invitation accepted, the cancel 409', async () => {
    // Arrange
    const { id } = await invite(sara, { invitee_id: omar.id });
    await acceptStoppedHalfway(id, omar);

    // Act
    const answer = await call('POST', `/api/team-invitations/${id}/cancel`, as(sara));

    // Assert
    expect(answer).toEqual(alreadyAccepted);
    const teams = await TeamModel.find({ player1: sara.id, player2: omar.id }).lean();
    expect(teams).toHaveLength(1);
    expect(teams[0]).toMatchObject({ status: 'confirmed', player2_profile: { full_name: omar.fullName } });
    expect(await InvitationModel.findById(id).lean()).toMatchObject({
      status: 'accepted',
      invitee: omar.id,
      team_id: String(teams[0]?._id),
    });
    expect((await call('GET', '/api/teams/me', as(sara))).body).toEqual([expect.objectContaining({ id: String(teams[0]?._id) })]);
  });

  it('when the invitee then declines, then the accept is finished rather than left pending, and the decline 409', async () => {
    // Arrange
    const { id } = await invite(khalid, { invitee_id: omar.id });
    await acceptStoppedHalfway(id, omar);

    // Act
    const answer = await call('POST', `/api/team-invitations/${id}/decline`, as(omar));

    // Assert
    expect(answer).toEqual(alreadyAccepted);
    expect(await TeamModel.countDocuments({ player1: khalid.id, player2: omar.id })).toBe(1);
    expect((await InvitationModel.findById(id).lean())?.status).toBe('accepted');
  });

  it('when the same accept is finished twice at once (the cancel and the invitee again), then one team', async () => {
    // Arrange
    const { id, token } = await invite(sara, { invitee_id: khalid.id });
    await acceptStoppedHalfway(id, khalid);

    // Act
    const answers = await Promise.all([
      call('POST', `/api/team-invitations/${id}/cancel`, as(sara)),
      call('POST', '/api/team-invitations/accept', { ...as(khalid), body: { token } }),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([409]));
    expect(await TeamModel.countDocuments({ player1: sara.id, player2: khalid.id })).toBe(1);
    expect((await InvitationModel.findById(id).lean())?.status).toBe('accepted');
  });
});
