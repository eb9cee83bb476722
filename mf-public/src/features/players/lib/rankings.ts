import type { IntlShape } from 'react-intl';
import {
  BEST_RESULTS_COUNTED,
  RESULT_VALIDITY_WEEKS,
  type Player,
  type PlayerRanking,
  type RankingEdition,
  type RankingEntry,
} from '@padel/contracts';
import { countryName, formatCount, formatPercent, leagueDayOf } from '@padel/platform';
import { text } from '../../../i18n/format';

export const HOME_TOP_PLAYERS = 5;
export const RANKING_PAGE_SIZE = 20;
/** The service refuses a longer search (RankingQuerySchema). */
export const MAX_SEARCH_LENGTH = 100;

/** The ranking rule's numbers, as the messages that state it take them. */
export const RULE_VALUES = { best: BEST_RESULTS_COUNTED, weeks: RESULT_VALIDITY_WEEKS };

/** The player's name as entered, else Unknown Player. */
export const playerName = (intl: IntlShape, player: { full_name: string; name?: string }) =>
  player.full_name.trim() || player.name?.trim() || text(intl, 'player.unknownName');

/** The player's country in the reader's language, else Unknown. */
export const playerCountry = (intl: IntlShape, player: Pick<Player, 'country'>) => {
  const country = player.country?.trim();
  return country ? countryName(intl, country) : text(intl, 'player.unknownCountry');
};

/** "#3"; a dash when the player has no ranking yet. */
export const rankingLabel = (intl: IntlShape, ranking: number | null | undefined) =>
  ranking ? text(intl, 'ranking.position', { ranking }) : '-';

/** The player dialog's win rate: wins over matches played, only when matches played is above 0. */
export function playerWinRate(intl: IntlShape, player: Pick<Player, 'wins' | 'matches_played'>): string | null {
  return player.matches_played > 0 ? formatPercent(intl, player.wins / player.matches_played) : null;
}

/** The accessible name of a card's movement arrow; null for an unranked player (no arrow). */
export function movementLabel(intl: IntlShape, { movement, change }: Pick<RankingEntry, 'movement' | 'change'>): string | null {
  switch (movement) {
    case 'up':
      return text(intl, 'ranking.movement.up', { count: Math.abs(change) });
    case 'down':
      return text(intl, 'ranking.movement.down', { count: Math.abs(change) });
    case 'same':
      return text(intl, 'ranking.movement.same');
    case 'new':
      return text(intl, 'ranking.movement.new');
    default:
      return null;
  }
}

/** "+N" / "−N" (a real minus sign), as the arrow and the points change show it. */
export const signed = (intl: IntlShape, n: number) => `${n < 0 ? '\u2212' : '+'}${formatCount(intl, Math.abs(n))}`;

/**
 * The dialog's change since the previous edition: "Up 2 places and +360 points since the previous ranking",
 * "New in the ranking", "No change since the previous ranking"; null when there is nothing to say. The previous
 * edition's day is named when it is known.
 */
export function changeSinceLine(
  intl: IntlShape,
  { player, previous_points, previous_edition }: Pick<PlayerRanking, 'player' | 'previous_points' | 'previous_edition'>,
): string | null {
  const day = previous_edition ? leagueDayOf(intl, previous_edition.published_at) : null;
  const dated = day === null ? 'no' : 'yes';
  const delta = previous_points === null ? 0 : player.points - previous_points;
  const values = { count: Math.abs(player.change), points: signed(intl, delta), day: day ?? '' };
  switch (player.movement) {
    case 'new':
      return text(intl, 'ranking.movement.new');
    case 'up':
    case 'down':
      if (delta === 0) return text(intl, player.movement === 'up' ? 'ranking.change.up' : 'ranking.change.down', { ...values, dated });
      return text(intl, player.movement === 'up' ? 'ranking.change.upWithPoints' : 'ranking.change.downWithPoints', { ...values, dated });
    case 'same':
      return delta === 0
        ? text(intl, 'ranking.change.same', { ...values, dated })
        : text(intl, 'ranking.change.samePlaceWithPoints', { ...values, dated });
    default:
      return player.previous_ranking === null
        ? null
        : text(intl, 'ranking.change.out', { ...values, dated, was: rankingLabel(intl, player.previous_ranking) });
  }
}

/** "Ranking of November 23, 2026 after Dubai Marina Open" (the league's calendar day of its publication). */
export function editionLine(intl: IntlShape, edition: RankingEdition | null): string {
  if (!edition) return text(intl, 'ranking.edition.none');
  const day = leagueDayOf(intl, edition.published_at);
  return edition.tournament
    ? text(intl, 'ranking.edition.afterTournament', { day, tournament: edition.tournament.title })
    : text(intl, 'ranking.edition.day', { day });
}

/** "Showing 21–40 of 1,234 players" for a page holding `shown` players; null when it holds none. */
export function pageSummary(intl: IntlShape, { page, limit, total }: { page: number; limit: number; total: number }, shown: number) {
  if (shown === 0) return null;
  const first = (page - 1) * limit + 1;
  return text(intl, 'ranking.pageSummary', { first, last: first + shown - 1, total });
}

/** The page number of a URL's `page` parameter: a whole number from 1, else 1. */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search as sent: trimmed and cut to what the service accepts. */
export const searchFromText = (value: string | null) => (value ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
