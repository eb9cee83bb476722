import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { confirmedTeam, entriesTestbed, tournament } from './entries-support';

const { omar, layla } = demoUsers;
const { call } = entriesTestbed();

describe('operator payloads on the tournaments service (issue 12)', () => {
  it.each([
    ['the tournament', (teamId: string) => ({ tournament_id: { $ne: null }, team_id: teamId })],
    ['the team', (_teamId: string, tournamentId: string) => ({ tournament_id: tournamentId, team_id: { $gt: '' } })],
  ])('when POST /api/tournament-entries names %s by an operator, then 400 and no entry is made', async (_label, bodyFor) => {
    const [tournamentId, teamId] = await Promise.all([tournament(10), confirmedTeam(omar, layla)]);

    const answer = await call('POST', '/api/tournament-entries', omar, bodyFor(teamId, tournamentId));

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(await EntryModel.countDocuments({ team_id: teamId })).toBe(0);
  });
});
