import { randomUUID } from 'node:crypto';
import { createEvent } from '@padel/service-kit';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { EnteredTournamentModel } from '../src/data-access/entered-tournament-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { eventually, teamsConsumerForTests, testId } from './support';

const { publish, baseUrl } = teamsConsumerForTests();

describe('entry-confirmed consumer', () => {
  it('when an entry of a team is confirmed, then the team records the tournament once, even if announced twice, and lists it on GET /api/teams/me', async () => {
    const [player1, player2] = ['6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e05', '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e06'];
    const team = await TeamModel.create({
      player1,
      player2,
      member_key: memberKey(player1, player2),
      invitation_id: `inv-${testId()}`,
      status: 'confirmed',
    });
    const data = {
      entryId: `entry-${randomUUID()}`,
      tournamentId: `tour-${testId()}`,
      tournamentTitle: 'Muscat Silver Classic',
      teamId: String(team._id),
      player1: team.player1,
      player2: team.player2,
      confirmedAt: new Date().toISOString(),
    };

    await publish(createEvent('entry-confirmed', data, 'tournaments'));
    await publish(createEvent('entry-confirmed', data, 'tournaments'));

    const recorded = () => EnteredTournamentModel.find({ team_id: String(team._id) }).lean();
    await eventually(async () => (await recorded()).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await recorded()).toEqual([
      expect.objectContaining({ _id: data.entryId, tournament_id: data.tournamentId, tournament_title: 'Muscat Silver Classic' }),
    ]);
    const { access_token } = await passwordGrant(demoUsers.sara.email);
    const teams = await (await fetch(`${baseUrl()}/api/teams/me`, { headers: { authorization: `Bearer ${access_token}` } })).json();
    expect(teams).toEqual([
      expect.objectContaining({
        id: String(team._id),
        tournaments_entered: [
          {
            entry_id: data.entryId,
            tournament_id: data.tournamentId,
            tournament_title: 'Muscat Silver Classic',
            confirmed_at: data.confirmedAt,
          },
        ],
      }),
    ]);
  });
});
