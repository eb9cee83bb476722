import { randomUUID } from 'node:crypto';
import { PlayerRankingSchema, RankingPageSchema, type RankingPage } from '@padel/contracts';
import { createProfile } from '../src/data-access/profile-repository';
import { countsUntil } from '../src/domain/ranking/standing';
import { CreatedUsers, getJson, postJson, signUp } from './support';
import { bracketCompleted, newPlayer, resultsConsumerForTests, testId } from './results-support';

const consumer = resultsConsumerForTests();
const users = new CreatedUsers();
afterAll(() => users.removeAll());

const rankings = async (query: string) => getJson(`${consumer.url()}/api/rankings?${query}`);

async function ranked(marker: string, query = ''): Promise<RankingPage> {
  const { status, body } = await rankings(`q=${encodeURIComponent(marker)}&limit=100${query}`);
  expect(status).toBe(200);
  return RankingPageSchema.parse(body);
}

/** Eight players named `<marker> 1` … `<marker> 8`, from Qatar except the last two (Oman), ranked by one bracket. */
async function rankedBracket(marker: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index <= 8; index += 1) {
    const id = randomUUID();
    await createProfile({ _id: id, full_name: `${marker} ${index}`, country: index > 6 ? 'Oman' : 'Qatar', registered_at: new Date() });
    ids.push(id);
  }
  const pair = (index: number): [string, string] => [ids[2 * index] as string, ids[2 * index + 1] as string];
  await consumer.deliver(
    bracketCompleted({
      tournamentId: `t-${testId()}`,
      teams: [
        [pair(0), 'winner'],
        [pair(1), 'final'],
        [pair(2), 'semi-final'],
        [pair(3), 'semi-final'],
      ],
    }),
  );
  return ids;
}

describe('GET /api/rankings', () => {
  it('when a page is asked for, then it answers that page of the current edition with the total and the league’s figures', async () => {
    const marker = `Pg${testId()}`;
    await rankedBracket(marker);

    const { status, body } = await rankings(`q=${marker}&page=2&limit=3`);

    expect(status).toBe(200);
    const page = RankingPageSchema.parse(body);
    expect(page).toMatchObject({ page: 2, limit: 3, total: 8, edition: { reason: 'tournament-completed' } });
    expect(page.players.map((p) => p.full_name)).toEqual([`${marker} 4`, `${marker} 5`, `${marker} 6`]);
    expect(page.stats.total_players).toBeGreaterThanOrEqual(8);
  });

  it('when searched by part of a name or a country in any case, or filtered by a whole country, then only those players are answered', async () => {
    const marker = `Sr${testId()}`;
    await rankedBracket(marker);

    const byName = await ranked(marker.toUpperCase());
    const byCountry = await ranked(marker, '&country=oman');

    expect(byName.total).toBe(8);
    expect(byCountry.players.map((p) => [p.full_name, p.country])).toEqual([
      [`${marker} 7`, 'Oman'],
      [`${marker} 8`, 'Oman'],
    ]);
    expect((await rankings(`q=${marker}%20zzz`)).body).toMatchObject({ total: 0, players: [] });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['q[$regex]=.*', 'q'],
    ['q=a&q=b', 'q'],
    ['sort=points', 'sort'],
  ])('when the query is %s, then 400 names what is wrong', async (query, field) => {
    const { status, body } = await rankings(query);

    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field === 'sort' ? 'sort' : field);
  });

  it('when a player registers, then they are listed at once without a position, before any edition includes them', async () => {
    const marker = `Rg${testId()}`;
    const player = await signUp(consumer.url(), users, 'ranking', `${marker} New Player`);

    const registered = await postJson(`${consumer.url()}/api/players`, { name: `${marker} New Player`, country: 'Kuwait' }, player.token);

    expect(registered.status).toBe(201);
    expect((await ranked(marker)).players).toEqual([
      expect.objectContaining({ id: player.id, country: 'Kuwait', ranking: null, points: 0, movement: null, previous_ranking: null }),
    ]);
  });

  it('when a new edition is published for other players, then a player registered since the last edition is still listed, with the card they gave', async () => {
    const marker = `Rh${testId()}`;
    const player = await signUp(consumer.url(), users, 'ranking', `${marker} Newcomer`);
    expect((await postJson(`${consumer.url()}/api/players`, { name: `${marker} Newcomer`, country: 'Bahrain' }, player.token)).status).toBe(
      201,
    );
    const before = await ranked(marker);

    await rankedBracket(`Ro${testId()}`);

    const after = await ranked(marker);
    expect(after.edition?.number).toBeGreaterThan(before.edition?.number ?? 0);
    expect(after.players).toEqual([
      expect.objectContaining({ id: player.id, full_name: `${marker} Newcomer`, country: 'Bahrain', ranking: null }),
    ]);
  });
});

describe('GET /api/players (legacy list)', () => {
  it('when players are ranked, then the list shows the current edition’s ranking and points', async () => {
    const marker = `Lg${testId()}`;
    const [champion] = await rankedBracket(marker);

    const { body } = await getJson(`${consumer.url()}/api/players/${champion}`);

    const entry = (await ranked(marker)).players[0];
    expect(body).toMatchObject({ id: champion, points: 400, ranking: entry?.ranking });
  });
});

describe('GET /api/rankings/players/:id', () => {
  it('when a player has more than 6 results, then the best 6 are explained as counting, the rest as not, with the change since the last edition', async () => {
    const marker = `Ex${testId()}`;
    const [a1, a2, b1, b2] = [
      await newPlayer({}, `${marker} A1`),
      await newPlayer({}, `${marker} A2`),
      await newPlayer({}, `${marker} B1`),
      await newPlayer({}, `${marker} B2`),
    ];
    const tiers = ['gold', 'silver', 'silver', 'bronze', 'bronze', 'gold', 'bronze'] as const;
    const completedAt = (index: number) => new Date(Date.now() - (30 - index) * 86_400_000);
    for (const [index, tier] of tiers.entries()) {
      await consumer.deliver(
        bracketCompleted({
          tournamentId: `t-${testId()}`,
          title: `${marker} Open ${index + 1}`,
          tier,
          completedAt: completedAt(index),
          teams: [
            [[a1, a2], 'winner'],
            [[b1, b2], 'final'],
          ],
        }),
      );
    }

    const { status, body } = await getJson(`${consumer.url()}/api/rankings/players/${a1}`);

    expect(status).toBe(200);
    const explained = PlayerRankingSchema.parse(body);
    expect(explained.best_results_counted).toBe(6);
    expect(explained.counting.map((r) => [r.tournament_title, r.tier, r.reached, r.points])).toEqual([
      [`${marker} Open 6`, 'gold', 'winner', 400],
      [`${marker} Open 1`, 'gold', 'winner', 400],
      [`${marker} Open 3`, 'silver', 'winner', 200],
      [`${marker} Open 2`, 'silver', 'winner', 200],
      [`${marker} Open 7`, 'bronze', 'winner', 100],
      [`${marker} Open 5`, 'bronze', 'winner', 100],
    ]);
    expect(explained.not_counting.map((r) => [r.tournament_title, r.points])).toEqual([[`${marker} Open 4`, 100]]);
    expect(explained.counting.reduce((sum, r) => sum + r.points, 0)).toBe(explained.player.points);
    expect(explained.player.points).toBe(1400);
    // The seventh result (a bronze) changed no points, so no edition: the change shown is the sixth's (+400).
    expect(explained.previous_points).toBe(1000);
    expect(explained.previous_edition?.number).toBe((explained.edition?.number ?? 0) - 1);
    expect(explained.counting[0]?.counts_until).toBe(countsUntil(completedAt(5)).toISOString());
  });

  it('when the id is not a registered player, then 404 Player not found', async () => {
    const { status, body } = await getJson(`${consumer.url()}/api/rankings/players/${randomUUID()}`);

    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Player not found', code: 'PLAYER_NOT_FOUND' });
  });
});
