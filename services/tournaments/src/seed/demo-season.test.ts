import { Types } from 'mongoose';
import { BEST_RESULTS_COUNTED, RESULT_VALIDITY_WEEKS, rankingPoints, type TournamentCompletedData } from '@padel/contracts';
import { formatOfLevel, validateSets } from '../domain/padel-scoring';
import { completedDemoDraw, DEMO_PLAYERS, PAST_DEMO_DRAWS } from './demo-season';
import { demoTournaments } from './demo-tournaments';

const NOW = new Date('2026-05-13T09:30:00Z');
const DAY = 86_400_000;
const DUBAI = 4 * 3_600_000;

/** The seeded past tournaments as the seed builds them on a fresh database at NOW. */
const seeded = PAST_DEMO_DRAWS.map((demo, index) => {
  const seed = demoTournaments(NOW).find((tournament) => tournament.slug === demo.slug);
  if (!seed) throw new Error(`no demo tournament ${demo.slug}`);
  const tournament = { ...seed, _id: new Types.ObjectId() };
  return { demo, tournament, ...completedDemoDraw(tournament, demo, index) };
});

/** The first weekly edition (Monday 00:00 in Dubai) on or after completedAt + 52 weeks: the result counts before it. */
function countsUntil(completedAt: string): Date {
  const expiry = new Date(completedAt).getTime() + RESULT_VALIDITY_WEEKS * 7 * DAY;
  const local = new Date(expiry + DUBAI);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - DUBAI;
  let monday = midnight + ((8 - local.getUTCDay()) % 7) * DAY;
  if (monday < expiry) monday += 7 * DAY;
  return new Date(monday);
}

/** Each player's points: the best 6 results of those still counting at `now`. */
function standings(results: TournamentCompletedData[], now: Date) {
  const byPlayer = new Map<string, number[]>();
  for (const result of results) {
    if (countsUntil(result.completedAt) <= now) continue;
    for (const team of result.teams) {
      for (const player of team.players) {
        byPlayer.set(player, [...(byPlayer.get(player) ?? []), rankingPoints(result.tier, result.level, team.reached)]);
      }
    }
  }
  const names = new Map<string, string>(Object.values(DEMO_PLAYERS).map((player) => [player.id, player.full_name]));
  return [...byPlayer.entries()]
    .map(([id, points]) => {
      const best = [...points].sort((a, b) => b - a).slice(0, BEST_RESULTS_COUNTED);
      return { name: names.get(id), points: best.reduce((sum, value) => sum + value, 0), results: points.length, counting: best.length };
    })
    .sort((a, b) => b.points - a.points);
}

const results = seeded.map((draw) => draw.completed);

describe('the demo season', () => {
  it('when each past demo tournament is built, then its champion, reached rounds and every set follow its finishing order', () => {
    for (const { demo, tournament, completed, matches } of seeded) {
      const byTeam = new Map(completed.teams.map((team) => [team.teamId, team.reached]));
      const reached = demo.finish.map((pair) => byTeam.get(`demo-team-${pair.split('/').sort().join('-')}`));
      const rest = demo.finish.length - 4;
      expect([demo.slug, reached]).toEqual([
        demo.slug,
        ['winner', 'final', 'semi-final', 'semi-final', ...Array(rest).fill('quarter-final')],
      ]);
      expect(completed).toMatchObject({
        tournamentId: String(tournament._id),
        tier: tournament.tier,
        level: tournament.level,
        revision: 1,
      });
      expect(completed.champion.teamId).toBe(completed.teams.find((team) => team.reached === 'winner')?.teamId);
      expect(completed.completedAt).toBe(matches[matches.length - 1]?.completed_at?.toISOString());
      for (const match of matches) {
        expect(validateSets(match.score.sets, formatOfLevel(tournament.level), { finished: true }).winner).toBe(match.winner);
      }
    }
  });

  it('when the seasons are compared, then pairings and champions change from tournament to tournament', () => {
    const pairings = seeded.map(({ demo }) => [...demo.finish].sort().join());
    const champions = seeded.map(({ completed }) => completed.champion.teamId);

    expect(new Set(pairings).size).toBe(seeded.length);
    expect(new Set(champions).size).toBe(seeded.length);
    for (const { demo } of seeded) expect(new Set(demo.finish.flatMap((pair) => pair.split('/'))).size).toBe(demo.finish.length * 2);
  });

  it('when the ranking is computed from the seeded results, then it is the expected table, the top five distinct', () => {
    const table = standings(results, NOW);

    expect(table).toEqual([
      { name: 'Faisal Al Qahtani', points: 1868, results: 8, counting: 6 },
      { name: 'Noura Al Mansouri', points: 1690, results: 8, counting: 6 },
      { name: 'Khalid Rahman', points: 1516, results: 7, counting: 6 },
      { name: 'Yousef Al Amiri', points: 1196, results: 8, counting: 6 },
      { name: 'Omar Haddad', points: 1144, results: 8, counting: 6 },
      { name: 'Layla Farouk', points: 1066, results: 8, counting: 6 },
      { name: 'Mariam Al Hashimi', points: 996, results: 8, counting: 6 },
      { name: 'Ahmed Al Balushi', points: 844, results: 8, counting: 6 },
      { name: 'Sara Nasser', points: 612, results: 8, counting: 6 },
      { name: 'Abdullah Al Sabah', points: 556, results: 8, counting: 6 },
      { name: 'Hessa Al Thani', points: 520, results: 8, counting: 6 },
      { name: 'Reem Al Khalifa', points: 496, results: 8, counting: 6 },
      { name: 'Lulwa Al Dosari', points: 482, results: 7, counting: 6 },
      { name: 'Saeed Al Harthy', points: 446, results: 7, counting: 6 },
      { name: 'Hamad Al Muhairi', points: 426, results: 8, counting: 6 },
      { name: 'Dana Al Rashid', points: 408, results: 7, counting: 6 },
    ]);
    expect(new Set(table.slice(0, 5).map((row) => row.points)).size).toBe(5);
  });

  it('when the oldest demo tournament is checked, then it ended more than 52 weeks ago and its Major title no longer counts', () => {
    const old = seeded.find(({ demo }) => demo.slug === 'doha-padel-major-2025')?.completed as TournamentCompletedData;

    expect(countsUntil(old.completedAt).getTime()).toBeLessThanOrEqual(NOW.getTime());
    for (const { completed } of seeded.filter(({ completed }) => completed !== old)) {
      expect(countsUntil(completed.completedAt).getTime()).toBeGreaterThan(NOW.getTime());
    }
    // Were it still counting, its champion Hamad would have 1,000 more than his sixth best result.
    const hamad = (table: ReturnType<typeof standings>) => table.find((row) => row.name === 'Hamad Al Muhairi');
    expect(hamad(standings(results, new Date(old.completedAt)))).toMatchObject({ points: 1396, results: 9 });
  });
});
