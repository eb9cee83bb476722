import { HeadToHeadSchema } from '@padel/contracts';
import { findProfile } from '../src/data-access/profile-repository';
import { recordCardChange } from '../src/domain/ranking/player-cards';
import { getJson } from './support';
import { bracketCompleted, matchCompleted, newPlayer, resultsConsumerForTests, testId } from './results-support';

const consumer = resultsConsumerForTests();

/** A registered player listed in the ranking at once (as registering through the service lists them). */
async function listedPlayer(name: string): Promise<string> {
  const id = await newPlayer({}, name);
  await recordCardChange((await findProfile(id))!);
  return id;
}

const vs = (id: string, otherId: string) => getJson(`${consumer.url()}/api/players/${id}/vs/${otherId}`);

describe('GET /api/players/:id/vs/:otherId', () => {
  it('when two players met twice and played once together, then it answers their wins and losses from the first one’s side', async () => {
    const marker = `Hh${testId()}`;
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((n) => newPlayer({}, `${marker} ${n}`)));
    const tournamentId = `t-${testId()}`;
    await consumer.deliver(matchCompleted({ tournamentId, matchId: 'sf', team1: [a!, b!], team2: [c!, d!], winner: 'team1' }));
    await consumer.deliver(matchCompleted({ tournamentId, matchId: 'f', team1: [a!, b!], team2: [c!, d!], winner: 'team2' }));
    await consumer.deliver(matchCompleted({ tournamentId: `t-${testId()}`, matchId: 'qf', team1: [a!, c!], team2: [b!, d!] }));
    await consumer.deliver(
      bracketCompleted({
        tournamentId,
        title: `${marker} Open`,
        teams: [
          [[c!, d!], 'winner'],
          [[a!, b!], 'final'],
        ],
      }),
    );

    const { status, body } = await vs(a!, c!);

    expect(status).toBe(200);
    const record = HeadToHeadSchema.parse(body);
    expect(record).toMatchObject({ player: { id: a }, opponent: { id: c }, wins: 1, losses: 1, together: 1 });
    expect(record.matches.map((match) => [match.tournament_title, match.match_id, match.won]).sort()).toEqual([
      [`${marker} Open`, 'f', false],
      [`${marker} Open`, 'sf', true],
    ]);
    expect(HeadToHeadSchema.parse((await vs(c!, a!)).body)).toMatchObject({ wins: 1, losses: 1 });
  });

  it('when the two players never met, then it answers no matches', async () => {
    const [a, b] = await Promise.all([listedPlayer(`Hn${testId()} 1`), listedPlayer(`Hn${testId()} 2`)]);

    expect((await vs(a!, b!)).body).toMatchObject({ wins: 0, losses: 0, together: 0, matches: [] });
  });

  it('when either player is unknown, then 404 Player not found', async () => {
    const a = await listedPlayer(`Hu${testId()}`);

    for (const [first, second] of [
      [a, `nobody-${testId()}`],
      [`nobody-${testId()}`, a],
    ]) {
      const { status, body } = await vs(first!, second!);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    }
  });

  it('when a player is asked against themselves, then 400', async () => {
    const a = await listedPlayer(`Hs${testId()}`);

    const { status, body } = await vs(a, a);

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'INVALID_VALUE' });
  });
});
