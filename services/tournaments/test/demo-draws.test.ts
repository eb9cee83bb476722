import { TournamentDetailSchema, TournamentListSchema } from '@padel/contracts';
import { createLogger } from '@padel/service-kit';
import { DrawModel } from '../src/data-access/draw-model';
import { MatchModel } from '../src/data-access/match-model';
import { seedDemoDraws } from '../src/seed/demo-draws';
import { demoTeam, PAST_DEMO_DRAWS } from '../src/seed/demo-season';
import { demoTournaments } from '../src/seed/demo-tournaments';
import { getJson, tournamentsServiceForTests } from './support';

const service = tournamentsServiceForTests();

async function demoTournament(name: string) {
  const list = TournamentListSchema.parse((await getJson(`${service.url()}/api/tournaments`)).body);
  const item = list.find((tournament) => tournament.name === name);
  return TournamentDetailSchema.parse((await getJson(`${service.url()}/api/tournaments/${item?.id}`)).body);
}

describe('demo draws', () => {
  it('when the demo data is seeded, then the live tournament has its first round played and a semi-final under way', async () => {
    const live = await demoTournament('Dubai Marina Open');

    expect(live).toMatchObject({ status: 'Live', currentRound: 'semi-final', draw: { team_count: 8, champion: null } });
    expect(live.draw?.rounds[0]?.matches.every((match) => match.status === 'completed' && match.winner === 'team1')).toBe(true);
    const semiFinal = live.draw?.rounds[1]?.matches[0];
    expect(semiFinal).toMatchObject({
      status: 'live',
      score: {
        sets: [
          { team1: 6, team2: 4 },
          { team1: 0, team2: 0 },
        ],
      },
    });
    expect(semiFinal?.score.game).toMatchObject({ team1: '30', team2: '15' });
  });

  it('when the demo data is seeded, then the past tournament is Completed with its full bracket and champion', async () => {
    const past = await demoTournament('Doha Silver');

    expect(past).toMatchObject({ status: 'Completed', draw: { team_count: 6, size: 8 } });
    expect(past.draw?.champion?.name).toEqual(expect.stringContaining(' / '));
    expect(past.draw?.rounds.flatMap((round) => round.matches).every((match) => match.status === 'completed')).toBe(true);
  });

  it("when the demo data is seeded, then the public list names the past tournament's champion, and none for the live one", async () => {
    const list = TournamentListSchema.parse((await getJson(`${service.url()}/api/tournaments`)).body);
    const past = await demoTournament('Doha Silver');

    expect(list.find((item) => item.name === 'Doha Silver')?.champion).toBe(past.draw?.champion?.name);
    expect(list.find((item) => item.name === 'Dubai Marina Open')).not.toHaveProperty('champion');
  });

  it('when the demo data is seeded, then every past demo tournament is Completed with its own champion', async () => {
    const list = TournamentListSchema.parse((await getJson(`${service.url()}/api/tournaments`)).body);
    const titles = new Map(demoTournaments().map((tournament) => [tournament.slug, tournament.title]));

    const listed = PAST_DEMO_DRAWS.map((demo) => list.find((item) => item.name === titles.get(demo.slug)));
    expect(listed.map((item) => [item?.status, item?.champion])).toEqual(
      PAST_DEMO_DRAWS.map((demo) => ['Completed', demo.finish.map((pair) => demoTeam(pair).name)[0]]),
    );
    const major = await demoTournament('Jeddah Padel Major');
    expect(major.draw).toMatchObject({ team_count: 8, size: 8, byes: [] });
    expect(major.draw?.rounds.flatMap((round) => round.matches).every((match) => match.status === 'completed')).toBe(true);
  });

  it('when seeding runs again, then nothing is added or changed', async () => {
    const before = await MatchModel.find().sort({ _id: 1 }).lean();
    // Without the outboxes, which the relay empties meanwhile.
    const draws = await DrawModel.find({}, { outbox: 0 }).sort({ _id: 1 }).lean();

    await seedDemoDraws(createLogger('seed-test'));

    expect(await MatchModel.find().sort({ _id: 1 }).lean()).toEqual(before);
    expect(await DrawModel.find({}, { outbox: 0 }).sort({ _id: 1 }).lean()).toEqual(draws);
  });
});
