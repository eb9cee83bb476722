import { randomUUID } from 'node:crypto';
import type { EntryConfirmedData, EntryWithdrawnData } from '@padel/contracts';
import { createEvent } from '@padel/service-kit';
import { EnteredTournamentModel, WithdrawnEntryModel } from '../src/data-access/entered-tournament-model';
import { memberKey, TeamModel } from '../src/data-access/team-model';
import { eventually, teamsConsumerForTests, testId } from './support';

const { publish } = teamsConsumerForTests();

/** The data of a confirmed entry of the team, and of that entry's withdrawal. */
function entryOf(team: { teamId: string; player1: string; player2: string }): {
  confirmed: EntryConfirmedData;
  withdrawn: EntryWithdrawnData;
} {
  const { teamId, player1, player2 } = team;
  const entryId = `entry-${randomUUID()}`;
  const tournamentId = `tour-${testId()}`;
  return {
    confirmed: {
      entryId,
      tournamentId,
      tournamentTitle: 'Sharjah Bronze Cup',
      teamId,
      player1,
      player2,
      confirmedAt: new Date().toISOString(),
    },
    withdrawn: { entryId, tournamentId, teamId, withdrawnBy: player2, withdrawnAt: new Date().toISOString(), wasConfirmed: true },
  };
}

/** A stored team of two fresh players, and an entry of it. */
async function teamWithEntry() {
  const [player1, player2] = [randomUUID(), randomUUID()];
  const team = await TeamModel.create({
    player1,
    player2,
    member_key: memberKey(player1, player2),
    invitation_id: `inv-${testId()}`,
    status: 'confirmed',
  });
  const members = { teamId: String(team._id), player1, player2 };
  return { ...members, ...entryOf(members), another: () => entryOf(members) };
}

const recordsOf = (teamId: string) => EnteredTournamentModel.find({ team_id: teamId }).lean();
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('entry-withdrawn consumer', () => {
  it('when a confirmed entry is withdrawn, then the team no longer lists the tournament', async () => {
    const { teamId, confirmed, withdrawn } = await teamWithEntry();
    await publish(createEvent('entry-confirmed', confirmed, 'tournaments'));
    await eventually(async () => (await recordsOf(teamId)).length === 1);

    await publish(createEvent('entry-withdrawn', withdrawn, 'tournaments'));

    await eventually(async () => (await recordsOf(teamId)).length === 0);
    expect(await WithdrawnEntryModel.findById(withdrawn.entryId).lean()).toMatchObject({ team_id: teamId });
  });

  it('when the withdrawal is delivered twice, then the second delivery changes nothing', async () => {
    const { teamId, confirmed, withdrawn, another } = await teamWithEntry();
    const other = another();
    await publish(createEvent('entry-confirmed', confirmed, 'tournaments'));
    await publish(createEvent('entry-confirmed', other.confirmed, 'tournaments'));
    await eventually(async () => (await recordsOf(teamId)).length === 2);
    const event = createEvent('entry-withdrawn', withdrawn, 'tournaments');

    await publish(event);
    await publish(event);

    await eventually(async () => (await recordsOf(teamId)).length === 1);
    await settle();
    expect((await recordsOf(teamId)).map((record) => record._id)).toEqual([other.confirmed.entryId]);
    expect(await WithdrawnEntryModel.countDocuments({ _id: withdrawn.entryId })).toBe(1);
  });

  it('when the withdrawal arrives before the confirmation, then no record is left (and a redelivered confirmation adds none)', async () => {
    const { teamId, confirmed, withdrawn, another } = await teamWithEntry();
    await publish(createEvent('entry-withdrawn', withdrawn, 'tournaments'));
    await eventually(async () => (await WithdrawnEntryModel.exists({ _id: withdrawn.entryId })) !== null);

    await publish(createEvent('entry-confirmed', confirmed, 'tournaments'));
    await publish(createEvent('entry-confirmed', confirmed, 'tournaments'));

    // A marker entry confirmed after them shows the consumer has handled the confirmations.
    const marker = another();
    await publish(createEvent('entry-confirmed', marker.confirmed, 'tournaments'));
    await eventually(async () => (await recordsOf(teamId)).some((record) => record._id === marker.confirmed.entryId));
    await settle();
    expect((await recordsOf(teamId)).map((record) => record._id)).toEqual([marker.confirmed.entryId]);
  });

  it('when the withdrawal and the confirmation arrive at the same time, then no record is left', async () => {
    const { teamId, confirmed, withdrawn } = await teamWithEntry();

    await Promise.all([
      publish(createEvent('entry-confirmed', confirmed, 'tournaments')),
      publish(createEvent('entry-withdrawn', withdrawn, 'tournaments')),
    ]);

    await eventually(async () => (await WithdrawnEntryModel.exists({ _id: withdrawn.entryId })) !== null);
    await settle();
    expect(await recordsOf(teamId)).toEqual([]);
  });
});
