import { randomUUID } from 'node:crypto';
import { createEvent } from '@padel/service-kit';
import {
  countersOf,
  deadLettered,
  handled,
  newPlayer,
  resultsConsumerForTests,
  settle,
  testId,
  tournamentCompleted,
} from './results-support';

const consumer = resultsConsumerForTests();
const queue = () => consumer.queue('tournament-completed');

/** Titles won by each player, in order. */
const titlesOf = async (players: string[]) => Promise.all(players.map(async (player) => (await countersOf(player)).titles_won));

async function finalists(): Promise<{ teamA: [string, string]; teamB: [string, string] }> {
  const [a1, a2, b1, b2] = await Promise.all([newPlayer({ titles_won: 2 }), newPlayer(), newPlayer(), newPlayer({ titles_won: 1 })]);
  return { teamA: [a1, a2], teamB: [b1, b2] };
}

describe('tournament-completed consumer', () => {
  it('when a tournament is completed, then both champions count one more title and the runners-up none', async () => {
    const { teamA, teamB } = await finalists();
    const event = tournamentCompleted({ tournamentId: `t-${testId()}`, champion: teamA, runnerUp: teamB });

    await consumer.deliver(event);

    expect(await titlesOf([...teamA, ...teamB])).toEqual([3, 1, 0, 1]);
    expect(await countersOf(teamA[1])).toEqual({ matches_played: 0, wins: 0, losses: 0, titles_won: 1 });
  });

  it('when the same result arrives again (the same event redelivered, or a new event of the same revision), then nothing changes', async () => {
    const { teamA, teamB } = await finalists();
    const event = tournamentCompleted({ tournamentId: `t-${testId()}`, champion: teamA, runnerUp: teamB });
    await consumer.deliver(event);

    const sameResult = createEvent('tournament-completed', event.data, 'tournaments');
    await consumer.publish(event);
    await consumer.deliver(sameResult);
    await settle();

    expect(await titlesOf([...teamA, ...teamB])).toEqual([3, 1, 0, 1]);
  });

  it('when the final is corrected and the other team becomes champion, then the title moves from the previous champions to the new ones', async () => {
    const { teamA, teamB } = await finalists();
    const tournamentId = `t-${testId()}`;
    const first = tournamentCompleted({ tournamentId, champion: teamA, runnerUp: teamB });
    await consumer.deliver(first);

    const correction = tournamentCompleted({ tournamentId, champion: teamB, runnerUp: teamA, revision: 2, previousChampion: teamA });
    await consumer.deliver(correction);

    expect(await titlesOf([...teamA, ...teamB])).toEqual([2, 0, 1, 2]);
  });

  it('when an older revision of the result arrives after the correction, then the corrected champions keep the title', async () => {
    const { teamA, teamB } = await finalists();
    const tournamentId = `t-${testId()}`;
    const first = tournamentCompleted({ tournamentId, champion: teamA, runnerUp: teamB });
    const correction = tournamentCompleted({ tournamentId, champion: teamB, runnerUp: teamA, revision: 2, previousChampion: teamA });

    await consumer.deliver(correction);
    await consumer.deliver(first);

    expect(await titlesOf([...teamA, ...teamB])).toEqual([2, 0, 1, 2]);
  });

  it('when the final is corrected twice, in any order of arrival, then only the last champions hold the title', async () => {
    const { teamA, teamB } = await finalists();
    const tournamentId = `t-${testId()}`;
    const first = tournamentCompleted({ tournamentId, champion: teamA, runnerUp: teamB });
    const second = tournamentCompleted({ tournamentId, champion: teamB, runnerUp: teamA, revision: 2, previousChampion: teamA });
    const third = tournamentCompleted({ tournamentId, champion: teamA, runnerUp: teamB, revision: 3, previousChampion: teamB });

    for (const event of [third, first, second]) await consumer.publish(event);
    for (const event of [first, second, third]) await handled(queue(), event.id);

    expect(await titlesOf([...teamA, ...teamB])).toEqual([3, 1, 0, 1]);
  });

  it('when a champion has no profile here, then the partner still counts the title and the message is not dead-lettered', async () => {
    const { teamA, teamB } = await finalists();
    const event = tournamentCompleted({ tournamentId: `t-${testId()}`, champion: [teamA[0], randomUUID()], runnerUp: teamB });

    await consumer.deliver(event);

    expect(await titlesOf([teamA[0]])).toEqual([3]);
  });

  it('when a malformed or invalid tournament-completed message arrives, then it lands in the dead-letter queue and no title changes', async () => {
    const { teamA, teamB } = await finalists();
    const marker = `poison-${testId()}`;
    const valid = tournamentCompleted({ tournamentId: `t-${testId()}`, champion: teamA, runnerUp: teamB });
    const invalid = { ...valid, data: { ...valid.data, champion: { teamId: marker, players: [teamA[0]] } } };

    const dead = await deadLettered(queue(), 'tournament-completed', [`{ not json ${marker}`, JSON.stringify(invalid)], marker);

    expect(dead).toHaveLength(2);
    expect(await titlesOf([...teamA, ...teamB])).toEqual([2, 0, 0, 1]);
  });
});
