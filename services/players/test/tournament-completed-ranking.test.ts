import type { PlayerRanking, RankingPage } from '@padel/contracts';
import { publishExpiredResults } from '../src/domain/ranking/ranking-editions';
import { countsUntil } from '../src/domain/ranking/standing';
import { createLogger } from '@padel/service-kit';
import { getJson } from './support';
import { bracketCompleted, newPlayer, resultsConsumerForTests, settle, testId } from './results-support';

const consumer = resultsConsumerForTests();
const logger = createLogger('players-test');
const WEEK = 7 * 86_400_000;

/** The ranking's players whose name holds `marker`, in ranking order. */
async function rankingOf(marker: string): Promise<RankingPage> {
  const { status, body } = await getJson(`${consumer.url()}/api/rankings?limit=100&q=${encodeURIComponent(marker)}`);
  expect(status).toBe(200);
  return body as RankingPage;
}

const lines = (page: RankingPage) => page.players.map((p) => [p.full_name.split(' ').pop(), p.points, p.movement, p.change]);
const shortLines = (page: RankingPage) => page.players.map((p) => [p.full_name.split(' ').pop(), p.points, p.movement]);

/** Each player's arrow is the change from the position they had in `before` (the previous edition). */
function expectMovementSince(before: RankingPage, after: RankingPage): void {
  const previous = new Map(before.players.map((p) => [p.id, p.ranking]));
  for (const player of after.players) {
    expect(player.previous_ranking).toBe(previous.get(player.id) ?? null);
    if (player.ranking && player.previous_ranking) expect(player.change).toBe(player.previous_ranking - player.ranking);
  }
}

/** Four teams of two new players named `<marker> A1`, `<marker> A2`, … `<marker> D2`. */
async function fourTeams(marker: string) {
  const named = (name: string) => newPlayer({}, `${marker} ${name}`);
  const pair = async (team: string): Promise<[string, string]> => [await named(`${team}1`), await named(`${team}2`)];
  return { a: await pair('A'), b: await pair('B'), c: await pair('C'), d: await pair('D') };
}

describe('the ranking after tournament-completed', () => {
  it('when a tournament is completed, then a new dated edition gives its players the table’s points and positions', async () => {
    const marker = `Rk${testId()}`;
    const { a, b, c, d } = await fourTeams(marker);
    const before = await rankingOf(marker);
    const event = bracketCompleted({
      tournamentId: `t-${testId()}`,
      title: 'Test Gold Open',
      teams: [
        [a, 'winner'],
        [b, 'final'],
        [c, 'semi-final'],
        [d, 'semi-final'],
      ],
    });

    await consumer.deliver(event);

    const after = await rankingOf(marker);
    expect(before.total).toBe(0);
    expect(after.edition).toMatchObject({
      number: (before.edition?.number ?? 0) + 1,
      reason: 'tournament-completed',
      tournament: { id: event.data.tournamentId, title: 'Test Gold Open' },
    });
    expect(lines(after)).toEqual([
      ['A1', 400, 'new', 0],
      ['A2', 400, 'new', 0],
      ['B1', 240, 'new', 0],
      ['B2', 240, 'new', 0],
      ['C1', 144, 'new', 0],
      ['C2', 144, 'new', 0],
      ['D1', 144, 'new', 0],
      ['D2', 144, 'new', 0],
    ]);
    const first = after.players[0]?.ranking ?? 0;
    expect(after.players.map((p) => p.ranking)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((offset) => first + offset));
  });

  it('when a later tournament changes the order, then positions move and each arrow shows the places gained or lost', async () => {
    const marker = `Rk${testId()}`;
    const { a, b, c, d } = await fourTeams(marker);
    const teams = (first: [string, string], second: [string, string]) => [
      [first, 'winner'] as const,
      [second, 'final'] as const,
      [c, 'semi-final'] as const,
      [d, 'semi-final'] as const,
    ];
    await consumer.deliver(bracketCompleted({ tournamentId: `t-${testId()}`, teams: teams(a, b).map(([p, r]) => [p, r]) }));
    const before = await rankingOf(marker);

    await consumer.deliver(bracketCompleted({ tournamentId: `t-${testId()}`, tier: 'major', teams: teams(b, a).map(([p, r]) => [p, r]) }));

    const after = await rankingOf(marker);
    // Players of other tests share the ranking: places are counted against everyone, so only B's arrow is known here.
    expect(shortLines(after).map(([name, points]) => [name, points])).toEqual([
      ['B1', 1240],
      ['B2', 1240],
      ['A1', 1000],
      ['A2', 1000],
      ['C1', 504],
      ['C2', 504],
      ['D1', 504],
      ['D2', 504],
    ]);
    expect(after.players.slice(0, 2).map((p) => [p.ranking, p.movement])).toEqual([
      [1, 'up'],
      [2, 'up'],
    ]);
    expectMovementSince(before, after);
  });

  it('when the same result arrives again (redelivered, or republished with the same revision), then no edition is published and nothing changes', async () => {
    const marker = `Rk${testId()}`;
    const { a, b, c, d } = await fourTeams(marker);
    const event = bracketCompleted({
      tournamentId: `t-${testId()}`,
      teams: [
        [a, 'winner'],
        [b, 'final'],
        [c, 'semi-final'],
        [d, 'semi-final'],
      ],
    });
    await consumer.deliver(event);
    const once = await rankingOf(marker);

    await consumer.publish(event);
    await consumer.deliver(
      bracketCompleted({
        tournamentId: event.data.tournamentId,
        title: event.data.tournamentTitle,
        completedAt: new Date(event.data.completedAt),
        teams: event.data.teams.map((t) => [t.players as [string, string], t.reached]),
      }),
    );
    await settle();

    expect(await rankingOf(marker)).toEqual(once);
  });

  it('when the final is corrected (a later revision), then the points follow the correction in a new edition', async () => {
    const marker = `Rk${testId()}`;
    const { a, b, c, d } = await fourTeams(marker);
    const tournamentId = `t-${testId()}`;
    const semis: Array<[[string, string], 'semi-final']> = [
      [c, 'semi-final'],
      [d, 'semi-final'],
    ];
    await consumer.deliver(bracketCompleted({ tournamentId, teams: [[a, 'winner'], [b, 'final'], ...semis] }));
    const before = await rankingOf(marker);

    await consumer.deliver(
      bracketCompleted({ tournamentId, revision: 2, previousChampion: a, teams: [[b, 'winner'], [a, 'final'], ...semis] }),
    );

    const after = await rankingOf(marker);
    expect(shortLines(after).slice(0, 4)).toEqual([
      ['B1', 400, 'up'],
      ['B2', 400, 'up'],
      ['A1', 240, 'down'],
      ['A2', 240, 'down'],
    ]);
    expect(after.edition?.number).toBe((before.edition?.number ?? 0) + 1);
    expectMovementSince(before, after);
  });

  // Last: its weekly edition is dated a week or more ahead.
  it('when a counting result’s 52 weeks are over, then the weekly edition drops its points on that day, and not a moment before', async () => {
    const marker = `Rk${testId()}`;
    const { a, b, c, d } = await fourTeams(marker);
    const completedAt = new Date(Date.now() - 51 * WEEK);
    await consumer.deliver(
      bracketCompleted({
        tournamentId: `t-${testId()}`,
        completedAt,
        teams: [
          [a, 'winner'],
          [b, 'final'],
          [c, 'semi-final'],
          [d, 'semi-final'],
        ],
      }),
    );
    const counting = await rankingOf(marker);
    const until = countsUntil(completedAt);

    const dayBefore = await publishExpiredResults(new Date(until.getTime() - 1), logger);
    const onTheDay = await publishExpiredResults(until, logger);

    const after = await rankingOf(marker);
    expect(counting.players[0]).toMatchObject({ points: 400, movement: 'new' });
    expect(dayBefore.published).toBe(false);
    expect(onTheDay.published).toBe(true);
    expect(after.edition).toMatchObject({ number: (counting.edition?.number ?? 0) + 1, reason: 'results-expired', tournament: null });
    expect(after.edition?.published_at).toBe(until.toISOString());
    expect(after.players.map((p) => [p.points, p.ranking, p.movement])).toEqual(Array.from({ length: 8 }, () => [0, null, null]));
  });
  it('when a player’s ranking is read while a tournament’s edition is being made, then every answer’s counting results add up to the points it shows', async () => {
    const marker = `Rk${testId()}`;
    const { a, b } = await fourTeams(marker);
    const result = (title: string) =>
      bracketCompleted({
        tournamentId: `t-${testId()}`,
        title,
        tier: 'bronze',
        level: 'D',
        teams: [
          [a, 'winner'],
          [b, 'final'],
        ],
      });
    await consumer.deliver(result(`${marker} first`));
    const answers: PlayerRanking[] = [];
    let delivered = false;
    const reading = (async () => {
      while (!delivered) {
        const { status, body } = await getJson(`${consumer.url()}/api/rankings/players/${a[0]}`);
        expect(status).toBe(200);
        answers.push(body as PlayerRanking);
      }
    })();

    await consumer.deliver(result(`${marker} second`)).finally(() => (delivered = true));
    await reading;

    const sums = answers.map((answer) => [answer.counting.reduce((sum, r) => sum + r.points, 0), answer.player.points]);
    expect(sums.filter(([counted, shown]) => counted !== shown)).toEqual([]);
    expect(answers.length).toBeGreaterThan(1);
    const last = await getJson(`${consumer.url()}/api/rankings/players/${a[0]}`);
    expect((last.body as PlayerRanking).player.points).toBe(100);
  });
});
