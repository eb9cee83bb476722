import { demoUsers } from '@padel/tools/testing/keycloak';
import { teamsServiceForTests } from './support';

const { omar, layla } = demoUsers;
const { call, as, invite } = teamsServiceForTests([omar, layla]);

describe('operator payloads on the teams service (issue 12)', () => {
  it('when POST /api/team-invitations/accept sends {"token":{"$ne":null}}, then 400 and no invitation is accepted', async () => {
    await invite(omar, { invitee_email: layla.email });

    const answer = await call('POST', '/api/team-invitations/accept', { ...as(layla), body: { token: { $ne: null } } });
    const teams = await call('GET', '/api/teams/me', as(layla));

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(teams.body).toEqual([]);
  });

  it.each([
    ['the older invitations list', `/api/team-invitations?inviteeId=${layla.id}&inviteeId[$ne]=x`],
    ['the older teams list', `/api/teams?playerId=${layla.id}&playerId[$regex]=.*`],
  ])('when %s gets an operator in its query, then 400', async (_label, path) => {
    const answer = await call('GET', path, as(layla));

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });
});
