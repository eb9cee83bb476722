import mongoose from 'mongoose';
import { PlayerOverviewSchema } from '@padel/contracts';
import { getJson } from './support';
import { bracketCompleted, matchCompleted, newPlayer, resultsConsumerForTests, testId } from './results-support';

const consumer = resultsConsumerForTests();

const overview = (id: string, query = '') => getJson(`${consumer.url()}/api/players/${id}/overview${query}`);

/** Four players of a marker; `a` and `b` one team, `c` and `d` the other. */
async function fourPlayers(marker: string) {
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((n) => newPlayer({}, `${marker} ${n}`)));
  return { a: a!, b: b!, c: c!, d: d! };
}

describe('GET /api/players/:id/overview', () => {
  it('when a player has played two tournaments, then the page has the card, a history point per edition, the results by tournament and the partners', async () => {
    const marker = `Ov${testId()}`;
    const { a, b, c, d } = await fourPlayers(marker);
    const first = `t-${testId()}`;
    const second = `t-${testId()}`;
    await consumer.deliver(matchCompleted({ tournamentId: first, matchId: 'final', team1: [a, b], team2: [c, d] }));
    await consumer.deliver(
      bracketCompleted({
        tournamentId: first,
        title: `${marker} Open`,
        completedAt: new Date(Date.now() - 86_400_000),
        teams: [
          [[a, b], 'winner'],
          [[c, d], 'final'],
        ],
      }),
    );
    await consumer.deliver(
      bracketCompleted({
        tournamentId: second,
        title: `${marker} Cup`,
        tier: 'silver',
        teams: [
          [[a, c], 'winner'],
          [[b, d], 'final'],
        ],
      }),
    );

    const { status, body } = await overview(a);

    expect(status).toBe(200);
    const page = PlayerOverviewSchema.parse(body);
    expect(page.player).toMatchObject({ id: a, full_name: `${marker} 1`, points: 400 + 200 });
    expect(page.history.map((point) => [point.points, point.tournament?.id])).toEqual([
      [400, first],
      [600, second],
    ]);
    expect(page.history.every((point) => point.position !== null)).toBe(true);
    expect(page.results).toMatchObject({ page: 1, total: 2 });
    expect(page.results.items.map((result) => [result.tournament_title, result.reached, result.points, result.partner?.id])).toEqual([
      [`${marker} Cup`, 'winner', 200, c],
      [`${marker} Open`, 'winner', 400, b],
    ]);
    expect(page.results.items[1]).toMatchObject({ wins: 1, losses: 0 });
    expect(page.partners.map((partner) => [partner.full_name, partner.tournaments]).sort()).toEqual([
      [`${marker} 2`, 1],
      [`${marker} 3`, 1],
    ]);
  });

  it('when a page of the results is asked for, then it holds that page only, most recent first', async () => {
    const marker = `Op${testId()}`;
    const { a, b, c, d } = await fourPlayers(marker);
    for (const day of [3, 2, 1]) {
      await consumer.deliver(
        bracketCompleted({
          tournamentId: `t-${testId()}`,
          title: `${marker} day ${day}`,
          completedAt: new Date(Date.now() - day * 86_400_000),
          teams: [
            [[a, b], 'winner'],
            [[c, d], 'final'],
          ],
        }),
      );
    }

    const page = PlayerOverviewSchema.parse((await overview(c, '?page=2&limit=2')).body);

    expect(page.results).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.results.items.map((result) => result.tournament_title)).toEqual([`${marker} day 3`]);
  });

  it('when no history was recorded (editions made before it), then the points after each result are derived, without positions', async () => {
    const marker = `Od${testId()}`;
    const { a, b, c, d } = await fourPlayers(marker);
    for (const [day, tier] of [
      [2, 'gold'],
      [1, 'silver'],
    ] as const) {
      await consumer.deliver(
        bracketCompleted({
          tournamentId: `t-${testId()}`,
          tier,
          completedAt: new Date(Date.now() - day * 86_400_000),
          teams: [
            [[a, b], 'winner'],
            [[c, d], 'final'],
          ],
        }),
      );
    }
    await mongoose.connection.collection<{ _id: string }>('player_ranking_history').deleteOne({ _id: a });

    const page = PlayerOverviewSchema.parse((await overview(a)).body);

    expect(page.history.map((point) => [point.edition, point.position, point.points])).toEqual([
      [null, null, 400],
      [null, null, 600],
    ]);
  });

  it('when the player is unknown, then 404 Player not found', async () => {
    const { status, body } = await overview(`nobody-${testId()}`);

    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'Player not found', code: 'PLAYER_NOT_FOUND' });
  });

  it.each([['?limit=0'], ['?page=abc'], ['?sort=points']])('when the query is %s, then 400', async (query) => {
    const id = await newPlayer({}, `Oq${testId()}`);

    const { status, body } = await overview(id, query);

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String) });
  });
});
