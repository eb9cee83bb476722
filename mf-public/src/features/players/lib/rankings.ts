import {
  BEST_RESULTS_COUNTED,
  formatLeagueDay,
  RESULT_VALIDITY_WEEKS,
  type Player,
  type PlayerRanking,
  type RankingEdition,
  type RankingEntry,
} from '@padel/contracts';
import { UNKNOWN_PLAYER } from '@padel/api';

export const UNKNOWN_COUNTRY = 'Unknown';
export const NO_PLAYERS = 'No players registered yet';
export const NO_MATCHING_PLAYERS = 'No players found matching your search';
export const NO_RESULTS = `No ranking points in the last ${RESULT_VALIDITY_WEEKS} weeks.`;
export const COUNTING_RULE = `The best ${BEST_RESULTS_COUNTED} results of the last ${RESULT_VALIDITY_WEEKS} weeks count.`;
export const NOT_COUNTING_TITLE = `Not counting (outside the best ${BEST_RESULTS_COUNTED})`;
export const HOME_TOP_PLAYERS = 5;
export const RANKING_PAGE_SIZE = 20;
/** The service refuses a longer search (RankingQuerySchema). */
export const MAX_SEARCH_LENGTH = 100;

const count = new Intl.NumberFormat('en-US');
/** 1234 → "1,234". */
export const formatCount = (value: number) => count.format(value);

export const playerName = (player: { full_name: string; name?: string }) =>
  player.full_name.trim() || player.name?.trim() || UNKNOWN_PLAYER;
export const playerCountry = (player: Pick<Player, 'country'>) => player.country?.trim() || UNKNOWN_COUNTRY;

/** A dash when the player has no ranking yet. */
export const rankingLabel = (ranking: number | null | undefined) => (ranking ? `#${ranking}` : '-');

/** A fraction as a percentage with one decimal: 0.5625 → "56.3%". */
export const formatPercent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;

/** The player dialog's win rate: wins over matches played, only when matches played is above 0. */
export function playerWinRate(player: Pick<Player, 'wins' | 'matches_played'>): string | null {
  return player.matches_played > 0 ? formatPercent(player.wins / player.matches_played) : null;
}

const handLabels = { left: 'Left', right: 'Right' } as const;
export const handLabel = (hand: 'left' | 'right' | null | undefined) => (hand ? handLabels[hand] : null);

const places = (n: number) => `${formatCount(n)} ${n === 1 ? 'place' : 'places'}`;
const SINCE_PREVIOUS = 'since the previous ranking';

/** The accessible name of a card's movement arrow; null for an unranked player (no arrow). */
export function movementLabel({ movement, change }: Pick<RankingEntry, 'movement' | 'change'>): string | null {
  switch (movement) {
    case 'up':
      return `Up ${places(Math.abs(change))} ${SINCE_PREVIOUS}`;
    case 'down':
      return `Down ${places(Math.abs(change))} ${SINCE_PREVIOUS}`;
    case 'same':
      return `No change ${SINCE_PREVIOUS}`;
    case 'new':
      return 'New in the ranking';
    default:
      return null;
  }
}

/** "+N" / "−N" (a real minus sign), as the arrow and the points change show it. */
export const signed = (n: number) => `${n < 0 ? '\u2212' : '+'}${formatCount(Math.abs(n))}`;

/**
 * The dialog's change since the previous edition: "Up 2 places and +360 points since the previous ranking",
 * "New in the ranking", "No change since the previous ranking"; null when there is nothing to say.
 */
export function changeSinceLine({
  player,
  previous_points,
  previous_edition,
}: Pick<PlayerRanking, 'player' | 'previous_points' | 'previous_edition'>): string | null {
  const since = previous_edition ? `${SINCE_PREVIOUS} (${formatLeagueDay(previous_edition.published_at)})` : SINCE_PREVIOUS;
  const delta = previous_points === null ? 0 : player.points - previous_points;
  const points = delta === 0 ? null : `${signed(delta)} points`;
  switch (player.movement) {
    case 'new':
      return 'New in the ranking';
    case 'up':
    case 'down': {
      const moved = `${player.movement === 'up' ? 'Up' : 'Down'} ${places(Math.abs(player.change))}`;
      return `${points ? `${moved} and ${points}` : moved} ${since}`;
    }
    case 'same':
      return points ? `Same place and ${points} ${since}` : `No change ${since}`;
    default:
      return player.previous_ranking === null ? null : `Out of the ranking ${since} (was ${rankingLabel(player.previous_ranking)})`;
  }
}

/** "Ranking of November 23, 2026 after Dubai Marina Open" (the league's calendar day of its publication). */
export function editionLine(edition: RankingEdition | null): string {
  if (!edition) return 'No ranking has been published yet.';
  const day = `Ranking of ${formatLeagueDay(edition.published_at)}`;
  return edition.tournament ? `${day} after ${edition.tournament.title}` : day;
}

/** "Showing 21–40 of 1,234 players" for a page holding `shown` players; null when it holds none. */
export function pageSummary({ page, limit, total }: { page: number; limit: number; total: number }, shown: number): string | null {
  if (shown === 0) return null;
  const first = (page - 1) * limit + 1;
  return `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)} ${total === 1 ? 'player' : 'players'}`;
}

/** The page number of a URL's `page` parameter: a whole number from 1, else 1. */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search as sent: trimmed and cut to what the service accepts. */
export const searchFromText = (text: string | null) => (text ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
