import { LegacyTeamSchema, TeamListSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { teamsServiceForTests } from './support';

const { omar, layla, khalid, sara } = demoUsers;
const { call, as } = teamsServiceForTests([omar, layla, khalid, sara]);

/** Forms a confirmed team through the API: `a` invites `b`, `b` accepts. */
async function team(a: { id: string; email: string }, b: { id: string; email: string }): Promise<string> {
  const sent = await call('POST', '/api/team-invitations', { ...as(a), body: { invitee_id: b.id } });
  const accepted = await call('POST', '/api/team-invitations/accept', { ...as(b), body: { token: sent.body.invitation.token } });
  expect(accepted.status).toBe(200);
  return accepted.body.team.id;
}

describe('GET /api/teams/me', () => {
  it('when the caller is on confirmed teams, then each is listed with both profiles and its entered tournaments', async () => {
    const withLayla = await team(omar, layla);
    const withKhalid = await team(khalid, omar);

    const { status, body } = await call('GET', '/api/teams/me', as(omar));

    expect(status).toBe(200);
    expect(TeamListSchema.parse(body)).toEqual([
      expect.objectContaining({
        id: withLayla,
        player1: omar.id,
        player2: layla.id,
        status: 'confirmed',
        player1_profile: expect.objectContaining({ full_name: omar.fullName }),
        player2_profile: expect.objectContaining({ full_name: layla.fullName }),
        tournaments_entered: [],
      }),
      expect.objectContaining({ id: withKhalid, player1: khalid.id, player2: omar.id }),
    ]);
  });

  it('when an invitation is still pending, then no team is listed for it', async () => {
    await call('POST', '/api/team-invitations', { ...as(sara), body: { invitee_id: khalid.id } });

    expect(await call('GET', '/api/teams/me', as(sara))).toEqual({ status: 200, body: [] });
  });

  it('when other players form a team, then the caller does not see it', async () => {
    await team(layla, khalid);

    expect(await call('GET', '/api/teams/me', as(sara))).toEqual({ status: 200, body: [] });
  });

  it('when no token is sent, then 401', async () => {
    expect(await call('GET', '/api/teams/me')).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });
});

describe('GET /api/teams?playerId=', () => {
  it('when the caller asks for their own id, then their confirmed teams in the older form', async () => {
    const id = await team(sara, layla);

    const { status, body } = await call('GET', `/api/teams?playerId=${layla.id}`, as(layla));

    expect(status).toBe(200);
    expect(body).toEqual([LegacyTeamSchema.parse({ id, player1Id: sara.id, player2Id: layla.id, status: 'confirmed' })]);
  });

  it("when the caller asks for another player's id, then 403", async () => {
    await team(sara, layla);

    expect(await call('GET', `/api/teams?playerId=${layla.id}`, as(khalid))).toEqual({
      status: 403,
      body: { error: "You cannot view another player's teams", code: 'CANNOT_VIEW_OTHERS_TEAMS' },
    });
  });

  it('when the id is not a user id, then 400; without a token, 401', async () => {
    expect((await call('GET', '/api/teams?playerId=abc', as(khalid))).status).toBe(400);
    expect((await call('GET', `/api/teams?playerId=${khalid.id}`)).status).toBe(401);
  });
});
