import type { IntlShape } from 'react-intl';
import type { TournamentDisplayStatus, TournamentListItem } from '@padel/contracts';
import { text, type MessageId } from '../../../i18n/format';
import { REACHED_IDS } from '../../../i18n/labels';

/** Home's live cards: the first says Quarter Finals in progress, the others Round of 16 ongoing (SPEC §2). */
export const liveStageLine = (intl: IntlShape, index: number) =>
  text(intl, index === 0 ? 'tournament.stage.quarterFinalsSpec' : 'tournament.stage.roundOf16Spec');

/**
 * A live card's Now line: the round being played ("Semi Finals in progress", or "Final"); without a draw there is no
 * real round yet, and the spec's line stands.
 */
export function nowLine(intl: IntlShape, tournament: Pick<TournamentListItem, 'currentRound'>, index: number): string {
  const round = tournament.currentRound;
  if (!round) return liveStageLine(intl, index);
  const name = text(intl, REACHED_IDS[round]);
  return round === 'final' ? name : text(intl, 'tournament.stage.inProgress', { round: name });
}

/** The tournament's own page, `/tournaments/:id`. */
export const tournamentPath = (id: string): string => `/tournaments/${encodeURIComponent(id)}`;

export interface TournamentGroups {
  live: TournamentListItem[];
  upcoming: TournamentListItem[];
  completed: TournamentListItem[];
}

/** Live and upcoming soonest first; completed most recent first. */
export function groupByStatus(tournaments: readonly TournamentListItem[]): TournamentGroups {
  const byStart = (a: TournamentListItem, b: TournamentListItem) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name);
  const of = (status: TournamentDisplayStatus) => tournaments.filter((t) => t.status === status);
  return {
    live: of('Live').sort(byStart),
    upcoming: of('Upcoming').sort(byStart),
    completed: of('Completed').sort(
      (a, b) =>
        b.endDate.localeCompare(a.endDate) || (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || a.name.localeCompare(b.name),
    ),
  };
}

/** Home's Latest Champions: how many of the most recent completed tournaments with a champion it shows. */
export const LATEST_CHAMPIONS = 3;

/** The most recently completed tournaments whose final is finished (their champion known), most recent first. */
export function latestChampions(tournaments: readonly TournamentListItem[], limit = LATEST_CHAMPIONS): TournamentListItem[] {
  return groupByStatus(tournaments)
    .completed.filter((tournament) => Boolean(tournament.champion))
    .slice(0, limit);
}

/** The detail dialog's status text. */
export const STATUS_TEXT = {
  Live: 'tournament.status.live',
  Upcoming: 'tournament.status.upcoming',
  Completed: 'tournament.status.completed',
} as const satisfies Record<TournamentDisplayStatus, MessageId>;
