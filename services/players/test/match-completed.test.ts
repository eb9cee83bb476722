import { randomUUID } from 'node:crypto';
import { createEvent } from '@padel/service-kit';
import { setResultStats } from '../src/data-access/profile-repository';
import {
  countersOf,
  countersOfAll,
  deadLettered,
  handled,
  matchCompleted,
  newPlayer,
  resultsConsumerForTests,
  settle,
  testId,
  type MatchOptions,
} from './results-support';

const consumer = resultsConsumerForTests();
const queue = () => consumer.queue('match-completed');

const { deliver } = consumer;

/** A new match of two teams of new players; the first player of each has league records of earlier seasons. */
async function newMatch(): Promise<Pick<MatchOptions, 'tournamentId' | 'matchId' | 'team1' | 'team2'> & { players: string[] }> {
  const [a, b, c, d] = await Promise.all([
    newPlayer({ matches_played: 10, wins: 7, losses: 3, titles_won: 1 }),
    newPlayer(),
    newPlayer({ matches_played: 4, wins: 1, losses: 3 }),
    newPlayer(),
  ]);
  return { tournamentId: `t-${testId()}`, matchId: `R1-M${testId()}`, team1: [a, b], team2: [c, d], players: [a, b, c, d] };
}

/** The counters of newMatch()'s four players after its match. */
const TEAM1_WON = [
  { matches_played: 11, wins: 8, losses: 3, titles_won: 1 },
  { matches_played: 1, wins: 1, losses: 0, titles_won: 0 },
  { matches_played: 5, wins: 1, losses: 4, titles_won: 0 },
  { matches_played: 1, wins: 0, losses: 1, titles_won: 0 },
];
const TEAM2_WON = [
  { matches_played: 11, wins: 7, losses: 4, titles_won: 1 },
  { matches_played: 1, wins: 0, losses: 1, titles_won: 0 },
  { matches_played: 5, wins: 2, losses: 3, titles_won: 0 },
  { matches_played: 1, wins: 1, losses: 0, titles_won: 0 },
];

/** Revision 2 of a match first won by team1 (with `outcome`), now won by team2. */
const correctedForTeam2 = (match: MatchOptions, outcome: 'completed' | 'walkover' = 'completed') =>
  matchCompleted({ ...match, winner: 'team2', revision: 2, previous: { winner: 'team1', outcome } });

describe('match-completed consumer', () => {
  it('when a match is completed, then its four players count one match played, the winners a win and the losers a loss', async () => {
    const { players, ...match } = await newMatch();

    await deliver(matchCompleted({ ...match, winner: 'team1' }));

    expect(await countersOfAll(players)).toEqual(TEAM1_WON);
  });

  it('when the same result arrives again (the same event redelivered, or a new event of the same revision), then nothing changes', async () => {
    const { players, ...match } = await newMatch();
    const event = matchCompleted({ ...match, winner: 'team2' });
    await deliver(event);

    await consumer.publish(event);
    await deliver(createEvent('match-completed', event.data, 'tournaments'));
    await settle();

    expect(await countersOfAll(players)).toEqual(TEAM2_WON);
  });

  it('when a completed match is corrected with a new winner, then one win and one loss move between the teams and no match is added', async () => {
    const { players, ...match } = await newMatch();
    await deliver(matchCompleted({ ...match, winner: 'team1' }));

    await deliver(correctedForTeam2(match));

    expect(await countersOfAll(players)).toEqual(TEAM2_WON);
  });

  it('when an older revision of a match arrives after a newer one, then the newer result stands', async () => {
    const { players, ...match } = await newMatch();
    await deliver(correctedForTeam2(match));

    await deliver(matchCompleted({ ...match, winner: 'team1' }));

    expect(await countersOfAll(players)).toEqual(TEAM2_WON);
  });

  it('when a match is won by walkover, then the winners count a win and a match played and the absent side nothing', async () => {
    const { players, ...match } = await newMatch();

    await deliver(matchCompleted({ ...match, winner: 'team1', outcome: 'walkover' }));

    expect(await countersOfAll(players)).toEqual([
      { matches_played: 11, wins: 8, losses: 3, titles_won: 1 },
      { matches_played: 1, wins: 1, losses: 0, titles_won: 0 },
      { matches_played: 4, wins: 1, losses: 3, titles_won: 0 },
      { matches_played: 0, wins: 0, losses: 0, titles_won: 0 },
    ]);
  });

  it('when a walkover is corrected to a completed match won by the other side, then all four count the match as played', async () => {
    const { players, ...match } = await newMatch();
    await deliver(matchCompleted({ ...match, winner: 'team1', outcome: 'walkover' }));

    await deliver(correctedForTeam2(match, 'walkover'));

    expect(await countersOfAll(players)).toEqual(TEAM2_WON);
  });

  it('when a retired match is completed, then it counts as played by all four, won by the side that finished', async () => {
    const { players, ...match } = await newMatch();

    await deliver(matchCompleted({ ...match, winner: 'team2', outcome: 'retired' }));

    expect(await countersOfAll(players)).toEqual(TEAM2_WON);
  });

  it('when two players of a match have no profile here, then the other two are counted and the message is not dead-lettered', async () => {
    const [known1, known2] = await Promise.all([newPlayer(), newPlayer()]);

    await deliver(
      matchCompleted({ tournamentId: `t-${testId()}`, matchId: 'R1-M0', team1: [known1, randomUUID()], team2: [known2, randomUUID()] }),
    );

    expect(await countersOf(known1)).toEqual({ matches_played: 1, wins: 1, losses: 0, titles_won: 0 });
    expect(await countersOf(known2)).toEqual({ matches_played: 1, wins: 0, losses: 1, titles_won: 0 });
  });

  it('when many results of one player arrive at once, then every match counts exactly once', async () => {
    const [player, partner] = await Promise.all([newPlayer(), newPlayer()]);
    const tournamentId = `t-${testId()}`;
    const opponents = await Promise.all(Array.from({ length: 12 }, () => Promise.all([newPlayer(), newPlayer()])));
    const matches: MatchOptions[] = opponents.map(([o1, o2], index) => ({
      tournamentId,
      matchId: `R1-M${index}`,
      team1: [player, partner],
      team2: [o1, o2],
      winner: index < 8 ? 'team1' : 'team2',
    }));
    const events = matches.map((match) => matchCompleted(match));
    // The same result again under new ids, and corrections racing their first revision.
    const repeats = events.slice(0, 4).map((event) => createEvent('match-completed', event.data, 'tournaments'));
    const corrections = matches.slice(4, 6).map((match) => correctedForTeam2(match));
    const all = [...events, ...repeats, ...corrections];

    await Promise.all(all.map((event) => consumer.publish(event)));
    for (const event of all) await handled(queue(), event.id);

    // 12 matches: 8 won, of which 2 corrected into losses.
    expect(await countersOf(player)).toEqual({ matches_played: 12, wins: 6, losses: 6, titles_won: 0 });
    expect(await countersOf(partner)).toEqual({ matches_played: 12, wins: 6, losses: 6, titles_won: 0 });
  });

  it('when the service stopped after recording a result but before counting it on the profile, then the next delivery counts it', async () => {
    const { players, ...match } = await newMatch();
    const event = matchCompleted({ ...match, winner: 'team1' });
    await deliver(event);
    // The profile as it was before the result (what a stop between the two writes leaves).
    await setResultStats(match.team1[0], 0, { matches_played: 10, wins: 7, losses: 3, titles_won: 1 });

    await deliver(createEvent('match-completed', event.data, 'tournaments'));

    expect(await countersOfAll(players)).toEqual(TEAM1_WON);
  });

  it('when a malformed or invalid match-completed message arrives, then it lands in the dead-letter queue and no counter changes', async () => {
    const { players, ...match } = await newMatch();
    const before = await countersOfAll(players);
    const marker = `poison-${testId()}`;
    const valid = matchCompleted(match);
    const invalid = { ...valid, data: { ...valid.data, winner: 'nobody', revision: 0, marker } };

    const dead = await deadLettered(queue(), 'match-completed', [`{ not json ${marker}`, JSON.stringify(invalid)], marker);

    expect(dead).toHaveLength(2);
    expect(await countersOfAll(players)).toEqual(before);
  });
});
