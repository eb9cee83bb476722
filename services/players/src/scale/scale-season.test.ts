import { UserIdSchema } from '@padel/contracts';
import { countersOf } from '../domain/player-results';
import { generateScaleSeason, reachedOf, scalePlayerId, scaleRowChanges } from './scale-season';

const now = new Date('2026-11-23T12:00:00Z');
const WEEK_MS = 7 * 24 * 3_600_000;
const season = generateScaleSeason({ players: 3000, seed: 7, now });

describe('generateScaleSeason', () => {
  it('when given the same seed twice, then it makes the same league; another seed makes another', () => {
    const again = generateScaleSeason({ players: 3000, seed: 7, now });
    const other = generateScaleSeason({ players: 3000, seed: 8, now });

    expect(again).toEqual(season);
    expect(other.profiles.map((profile) => profile.full_name)).not.toEqual(season.profiles.map((profile) => profile.full_name));
  });

  it('when players are made, then each is a registered player with a valid id, a name, a country, no photo and results version 1', () => {
    expect(season.profiles).toHaveLength(3000);
    expect(season.profiles[0]?._id).toBe(scalePlayerId(1));
    for (const profile of season.profiles) {
      expect(UserIdSchema.safeParse(profile._id).success).toBe(true);
      expect(profile.full_name).toMatch(/^\S+ .+$/);
      expect(profile.country).toEqual(expect.any(String));
      expect(profile).toMatchObject({ role: 'player', photo_url: null, results_version: 1 });
      expect(profile.registered_at?.getTime()).toBeLessThan(now.getTime() - 52 * WEEK_MS);
    }
  });

  it('when the season is played, then each player has 0 to 12 results, some more than the 6 that count, some older than 52 weeks', () => {
    const counts = season.results.map((results) => results.placements?.length ?? 0);
    const dates = season.results.flatMap((results) => results.placements ?? []).map((placement) => placement.completed_at.getTime());

    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    expect(counts.filter((count) => count > 6).length).toBeGreaterThan(0);
    expect(dates.some((date) => date < now.getTime() - 52 * WEEK_MS)).toBe(true);
    expect(Math.max(...dates)).toBeLessThan(now.getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(now.getTime() - 60 * WEEK_MS);
  });

  it('when a tournament is played, then its bracket of 32 or 64 teams has one champion team, a finalist team and teams out in every round', () => {
    const byTournament = new Map<string, string[]>();
    for (const results of season.results) {
      for (const placement of results.placements ?? []) {
        byTournament.set(placement.tournament_id, [...(byTournament.get(placement.tournament_id) ?? []), placement.reached]);
      }
    }

    expect(byTournament.size).toBe(season.tournaments.length);
    for (const tournament of season.tournaments) {
      const reached = byTournament.get(tournament.id) ?? [];
      expect([32, 64]).toContain(tournament.teams);
      expect(reached).toHaveLength(tournament.teams * 2);
      expect(reached.filter((round) => round === 'winner')).toHaveLength(2);
      expect(reached.filter((round) => round === 'final')).toHaveLength(2);
      expect(reached.filter((round) => round === 'semi-final')).toHaveLength(4);
      expect(reached.filter((round) => round === (tournament.teams === 64 ? 'round-of-64' : 'round-of-32'))).toHaveLength(tournament.teams);
    }
    expect(new Set(season.tournaments.map((tournament) => tournament.tier))).toEqual(new Set(['major', 'gold', 'silver', 'bronze']));
    expect(new Set(season.tournaments.map((tournament) => tournament.level))).toEqual(new Set(['C', 'D']));
  });

  it('when counters are set, then they are those of the player’s results: a match per round played, a title per tournament won', () => {
    season.results.forEach((results, index) => {
      const profile = season.profiles[index]!;
      const placements = results.placements ?? [];
      expect(results).toMatchObject({ _id: `${profile._id}:1`, player_id: profile._id, version: 1, matches: [] });
      expect(countersOf(results)).toEqual({
        matches_played: profile.matches_played,
        wins: profile.wins,
        losses: profile.losses,
        titles_won: profile.titles_won,
      });
      expect(profile.titles_won).toBe(placements.filter((placement) => placement.reached === 'winner').length);
      expect(profile.matches_played).toBeGreaterThanOrEqual(placements.length);
    });
  });

  it('when a team went out in a round, then its players played every round up to it and won all but that one', () => {
    // [played, won] by round reached in a bracket of 64 teams (6 rounds); in one of 32, one round fewer of each.
    const table: Record<string, [number, number]> = {
      winner: [6, 6],
      final: [6, 5],
      'semi-final': [5, 4],
      'quarter-final': [4, 3],
      'round-of-16': [3, 2],
      'round-of-32': [2, 1],
      'round-of-64': [1, 0],
    };
    const teamsOf = new Map(season.tournaments.map((tournament) => [tournament.id, tournament.teams]));
    for (const results of season.results) {
      const expected = { matches_played: 0, wins: 0, losses: 0, titles_won: 0 };
      for (const placement of results.placements ?? []) {
        const shorter = teamsOf.get(placement.tournament_id) === 32 ? 1 : 0;
        const [played, won] = table[placement.reached]!;
        expected.matches_played += played - shorter;
        expected.wins += won - shorter;
      }
      expected.losses = expected.matches_played - expected.wins;
      expect(results.base).toEqual(expected);
    }
  });
});

describe('reachedOf', () => {
  it.each([
    [0, 'winner'],
    [1, 'final'],
    [3, 'semi-final'],
    [4, 'quarter-final'],
    [15, 'round-of-16'],
    [16, 'round-of-32'],
    [63, 'round-of-64'],
  ])('when a team ends its bracket at rank %i (0 = champion), then it reached %s', (rank, reached) => {
    expect(reachedOf(rank)).toBe(reached);
  });
});

describe('scaleRowChanges', () => {
  it('when the points are computed, then a player without results has none and one with results counts at most 6 of them', () => {
    const changes = scaleRowChanges(season, now);

    expect(changes).toHaveLength(3000);
    changes.forEach((change, index) => {
      const placements = season.results[index]?.placements ?? [];
      if (placements.length === 0) expect(change.points).toBe(0);
      expect(change.best.length).toBeLessThanOrEqual(6);
      expect(change.points).toBe(change.best.reduce((sum, points) => sum + points, 0));
      expect(change.card.full_name).toBe(season.profiles[index]?.full_name);
    });
  });
});
