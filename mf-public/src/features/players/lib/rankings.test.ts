import type { Player } from '@padel/contracts';
import {
  filterPlayers,
  formatPercent,
  playerCountry,
  playerName,
  playerWinRate,
  randomRankChange,
  rankingLabel,
  rankingStats,
  sortByRanking,
} from './rankings';

let sequence = 0;
function player(overrides: Partial<Player>): Player {
  sequence += 1;
  return {
    id: `p${sequence}`,
    name: `Player ${sequence}`,
    full_name: `Player ${sequence}`,
    ranking: null,
    points: 0,
    country: 'United Arab Emirates',
    matches_played: 0,
    wins: 0,
    losses: 0,
    titles_won: 0,
    ...overrides,
  };
}

describe('rankingStats', () => {
  test('when players have results, then the win rate is the mean of each player’s wins/(wins+losses)', () => {
    const players = [
      player({ wins: 3, losses: 1, matches_played: 4 }), // 0.75
      player({ wins: 1, losses: 3, matches_played: 4 }), // 0.25
      player({ wins: 9, losses: 1, matches_played: 10 }), // 0.9
    ];

    const stats = rankingStats(players);

    expect(stats.totalPlayers).toBe(3);
    expect(stats.totalMatches).toBe(18);
    expect(stats.averageWinRate).toBeCloseTo((0.75 + 0.25 + 0.9) / 3, 10);
    expect(formatPercent(stats.averageWinRate ?? -1)).toBe('63.3%');
  });

  test('when a player has no wins or losses, then they count as a player but not in the mean', () => {
    const stats = rankingStats([player({ wins: 1, losses: 1, matches_played: 2 }), player({})]);

    expect(stats.totalPlayers).toBe(2);
    expect(stats.averageWinRate).toBe(0.5);
  });

  test('when nobody has played, then there is no average win rate', () => {
    expect(rankingStats([player({}), player({})]).averageWinRate).toBeNull();
    expect(rankingStats([])).toEqual({ totalPlayers: 0, totalMatches: 0, averageWinRate: null });
  });
});

describe('formatPercent and playerWinRate', () => {
  test('when formatting, then one decimal is always shown', () => {
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(2 / 3)).toBe('66.7%');
  });

  test('when matches played is 0, then there is no win rate; otherwise wins over matches played', () => {
    expect(playerWinRate({ wins: 0, matches_played: 0 })).toBeNull();
    expect(playerWinRate({ wins: 7, matches_played: 8 })).toBe('87.5%');
  });
});

describe('fallbacks', () => {
  test('when name and country are empty, then Unknown Player and Unknown are shown', () => {
    const nameless = player({ full_name: '', name: ' ', country: null });

    expect(playerName(nameless)).toBe('Unknown Player');
    expect(playerCountry(nameless)).toBe('Unknown');
  });

  test('when the legacy name is the only one, then it is used', () => {
    expect(playerName(player({ full_name: '', name: 'Omar Haddad' }))).toBe('Omar Haddad');
  });

  test('when there is no ranking, then a dash is shown', () => {
    expect(rankingLabel(null)).toBe('-');
    expect(rankingLabel(3)).toBe('#3');
  });
});

describe('sortByRanking and filterPlayers', () => {
  test('when sorting, then ranked players come first in order and unranked follow by points', () => {
    const players = [
      player({ full_name: 'New B', ranking: null, points: 10 }),
      player({ full_name: 'Second', ranking: 2 }),
      player({ full_name: 'New A', ranking: null, points: 50 }),
      player({ full_name: 'First', ranking: 1 }),
    ];

    expect(sortByRanking(players).map(playerName)).toEqual(['First', 'Second', 'New A', 'New B']);
  });

  test('when searching, then names and countries match case-insensitively', () => {
    const players = [
      player({ full_name: 'Layla Farouk', country: 'Egypt' }),
      player({ full_name: 'Omar Haddad', country: 'Jordan' }),
      player({ full_name: 'Sara Nasser', country: 'United Arab Emirates' }),
    ];

    expect(filterPlayers(players, 'layla').map(playerName)).toEqual(['Layla Farouk']);
    expect(filterPlayers(players, 'JORDAN').map(playerName)).toEqual(['Omar Haddad']);
    expect(filterPlayers(players, '  ')).toHaveLength(3);
    expect(filterPlayers(players, 'zzz')).toEqual([]);
  });
});

describe('randomRankChange', () => {
  test('when the random source spans [0, 1), then every value from -2 to +2 occurs and nothing else', () => {
    const values = [0, 0.19, 0.2, 0.39, 0.4, 0.59, 0.6, 0.79, 0.8, 0.9999].map((r) => randomRankChange(() => r));

    expect(values).toEqual([-2, -2, -1, -1, 0, 0, 1, 1, 2, 2]);
  });
});
