import type { PlayerRanking } from '@padel/contracts';
import { resultsConsumerForTests, newPlayer, testId, tournamentCompleted } from './results-support';
import { CreatedUsers, getJson, postJson, signUp } from './support';

const consumer = resultsConsumerForTests();
const users = new CreatedUsers();

afterAll(() => users.removeAll());

const rankingOf = async (playerId: string): Promise<PlayerRanking> => {
  const { status, body } = await getJson(`${consumer.url()}/api/rankings/players/${playerId}`);
  expect(status).toBe(200);
  return body as PlayerRanking;
};

const registrationForm = (name: string) => ({
  name,
  country: 'Oman',
  points: 0,
  wins: 0,
  losses: 0,
  strongHand: 'Right',
  courtSide: 'Left',
  height: null,
  photoUrl: null,
  partnerId: null,
  partnerName: null,
  matchesPlayed: 0,
  titlesWon: 0,
});

describe('a player whose results were recorded before they registered', () => {
  it('when they register, then their line in the ranking has the points their explanation counts (not "Rank -, 0 points" beside 400)', async () => {
    const user = await signUp(consumer.url(), users, 'late-ranked', `Late Ranked ${testId()}`);
    const partner = await newPlayer();
    const runnersUp: [string, string] = [await newPlayer(), await newPlayer()];
    await consumer.deliver(tournamentCompleted({ tournamentId: `t-${testId()}`, champion: [user.id, partner], runnerUp: runnersUp }));

    const registered = await postJson(`${consumer.url()}/api/players`, registrationForm(user.fullName), user.token);

    expect(registered.status).toBe(201);
    const ranking = await rankingOf(user.id);
    const counted = ranking.counting.reduce((sum, result) => sum + result.points, 0);
    expect(counted).toBe(400);
    expect(ranking.player).toMatchObject({ points: 400, ranking: expect.any(Number) });
    expect(registered.body).toMatchObject({ points: 400, ranking: ranking.player.ranking });
  });

  it('when a player without results registers, then no edition is published for them and they are listed without a position', async () => {
    const before = (await getJson(`${consumer.url()}/api/rankings?limit=1`)).body.edition;
    const user = await signUp(consumer.url(), users, 'late-unranked', `Late Unranked ${testId()}`);

    await postJson(`${consumer.url()}/api/players`, registrationForm(user.fullName), user.token);

    const ranking = await rankingOf(user.id);
    expect(ranking.player).toMatchObject({ points: 0, ranking: null });
    expect(ranking.edition?.number ?? null).toBe(before?.number ?? null);
  });
});
