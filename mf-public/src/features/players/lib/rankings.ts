import type { Player } from '@padel/contracts';
import { UNKNOWN_PLAYER } from '@padel/api';

export const UNKNOWN_COUNTRY = 'Unknown';
export const NO_PLAYERS = 'No players registered yet';
export const NO_MATCHING_PLAYERS = 'No players found matching your search';
export const HOME_TOP_PLAYERS = 5;

export const playerName = (player: Pick<Player, 'full_name' | 'name'>) => player.full_name.trim() || player.name.trim() || UNKNOWN_PLAYER;
export const playerCountry = (player: Pick<Player, 'country'>) => player.country?.trim() || UNKNOWN_COUNTRY;

/** A dash when the player has no ranking yet. */
export const rankingLabel = (ranking: number | null | undefined) => (ranking ? `#${ranking}` : '-');

/** Ranked players first by ranking, then unranked by points (highest first), then by name. */
export function sortByRanking(players: readonly Player[]): Player[] {
  return [...players].sort((a, b) => {
    if (a.ranking && b.ranking) return a.ranking - b.ranking;
    if (a.ranking) return -1;
    if (b.ranking) return 1;
    return b.points - a.points || playerName(a).localeCompare(playerName(b));
  });
}

/** Search on name or country, case-insensitive. */
export function filterPlayers(players: readonly Player[], search: string): Player[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...players];
  return players.filter(
    (player) => playerName(player).toLocaleLowerCase().includes(needle) || (player.country ?? '').toLocaleLowerCase().includes(needle),
  );
}

export interface RankingStats {
  totalPlayers: number;
  /** Sum of every player's matches played. */
  totalMatches: number;
  /** Mean over players with at least one decided match of wins/(wins+losses), as a fraction; null when none. */
  averageWinRate: number | null;
}

/** Stat cards of Rankings (SPEC §2; players without wins or losses are left out of the mean, decision 060). */
export function rankingStats(players: readonly Player[]): RankingStats {
  const rates = players.filter((player) => player.wins + player.losses > 0).map((player) => player.wins / (player.wins + player.losses));
  return {
    totalPlayers: players.length,
    totalMatches: players.reduce((sum, player) => sum + player.matches_played, 0),
    averageWinRate: rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length,
  };
}

/** A fraction as a percentage with one decimal: 0.5625 → "56.3%". */
export const formatPercent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;

/** The player dialog's win rate: wins over matches played, only when matches played is above 0. */
export function playerWinRate(player: Pick<Player, 'wins' | 'matches_played'>): string | null {
  return player.matches_played > 0 ? formatPercent(player.wins / player.matches_played) : null;
}

/** The decorative rank-change arrow of a player card: a whole number from -2 to +2 (not real data). */
export function randomRankChange(random: () => number = Math.random): number {
  return Math.min(4, Math.floor(random() * 5)) - 2;
}

const handLabels = { left: 'Left', right: 'Right' } as const;
export const handLabel = (hand: 'left' | 'right' | null | undefined) => (hand ? handLabels[hand] : null);
