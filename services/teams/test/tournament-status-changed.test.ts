import { randomUUID } from 'node:crypto';
import type { EntryConfirmedData, TournamentHostStatus, TournamentStatusChangedData } from '@padel/contracts';
import { createEvent } from '@padel/service-kit';
import { EnteredTournamentModel, TournamentStatusChangeModel } from '../src/data-access/entered-tournament-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { confirmedTeamViewsOf } from '../src/domain/teams-service';
import { eventually, teamsConsumerForTests, testId } from './support';

const { publish } = teamsConsumerForTests();
const organizer = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';

/** A stored team of two fresh players. */
async function team() {
  const [player1, player2] = [randomUUID(), randomUUID()];
  const stored = await TeamModel.create({
    player1,
    player2,
    member_key: memberKey(player1, player2),
    invitation_id: `inv-${testId()}`,
    status: 'confirmed',
  });
  return { teamId: String(stored._id), player1, player2 };
}

function confirmed(members: { teamId: string; player1: string; player2: string }, tournamentId: string): EntryConfirmedData {
  return {
    ...members,
    entryId: `entry-${randomUUID()}`,
    tournamentId,
    tournamentTitle: 'Sharjah Bronze Cup',
    confirmedAt: new Date().toISOString(),
  };
}

function statusChanged(tournamentId: string, status: TournamentHostStatus, revision: number): TournamentStatusChangedData {
  return {
    tournamentId,
    tournamentTitle: 'Sharjah Bronze Cup',
    status,
    previousStatus: status === 'published' ? 'draft' : 'published',
    changedBy: organizer,
    changedAs: 'organizer',
    changedAt: new Date().toISOString(),
    revision,
  };
}

const statusesOf = async (tournamentId: string) =>
  (await EnteredTournamentModel.find({ tournament_id: tournamentId }).lean()).map((record) => record.tournament_status);

describe('tournament-status-changed consumer', () => {
  it("when a tournament the teams entered is unpublished, then each team's entered tournament shows it as a draft", async () => {
    const tournamentId = `tour-${testId()}`;
    const [first, second] = [await team(), await team()];
    for (const members of [first, second]) await publish(createEvent('entry-confirmed', confirmed(members, tournamentId), 'tournaments'));
    await eventually(async () => (await statusesOf(tournamentId)).length === 2);

    await publish(createEvent('tournament-status-changed', statusChanged(tournamentId, 'draft', 1), 'tournaments'));

    await eventually(async () => (await statusesOf(tournamentId)).every((status) => status === 'draft'));
    const {
      items: [view],
    } = await confirmedTeamViewsOf(first.player1);
    expect(view?.tournaments_entered).toEqual([expect.objectContaining({ tournament_id: tournamentId, tournament_status: 'draft' })]);
  });

  it('when the same event is delivered twice, then one change is stored and the status is the same', async () => {
    const tournamentId = `tour-${testId()}`;
    const members = await team();
    await publish(createEvent('entry-confirmed', confirmed(members, tournamentId), 'tournaments'));
    await eventually(async () => (await statusesOf(tournamentId)).length === 1);
    const event = createEvent('tournament-status-changed', statusChanged(tournamentId, 'closed', 1), 'tournaments');

    await publish(event);
    await publish(event);

    await eventually(async () => (await statusesOf(tournamentId))[0] === 'closed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await TournamentStatusChangeModel.countDocuments({ tournament_id: tournamentId })).toBe(1);
    expect(await statusesOf(tournamentId)).toEqual(['closed']);
  });

  it('when a later change arrives before an earlier one, then the later (higher revision) status stays', async () => {
    const tournamentId = `tour-${testId()}`;
    const members = await team();
    await publish(createEvent('entry-confirmed', confirmed(members, tournamentId), 'tournaments'));
    await eventually(async () => (await statusesOf(tournamentId)).length === 1);

    await publish(createEvent('tournament-status-changed', statusChanged(tournamentId, 'published', 2), 'tournaments'));
    await eventually(async () => (await statusesOf(tournamentId))[0] === 'published');
    await publish(createEvent('tournament-status-changed', statusChanged(tournamentId, 'draft', 1), 'tournaments'));

    await eventually(async () => (await TournamentStatusChangeModel.countDocuments({ tournament_id: tournamentId })) === 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await statusesOf(tournamentId)).toEqual(['published']);
  });

  it('when the change arrives before the entry is confirmed here, then the entry is recorded with the status', async () => {
    const tournamentId = `tour-${testId()}`;
    const members = await team();
    await publish(createEvent('tournament-status-changed', statusChanged(tournamentId, 'draft', 1), 'tournaments'));
    await eventually(async () => (await TournamentStatusChangeModel.countDocuments({ tournament_id: tournamentId })) === 1);

    await publish(createEvent('entry-confirmed', confirmed(members, tournamentId), 'tournaments'));

    await eventually(async () => (await statusesOf(tournamentId))[0] === 'draft');
  });
});
