import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { entryWindowState, formatLeagueDay, type EntryWindowState, type TournamentListItem } from '@padel/contracts';
import { useSharedT } from '@padel/ui-kit';
import { leagueDayOf } from './dates';

export interface EntryWindow {
  state: EntryWindowState;
  /** What a player reads when entries are not taken now ("Entries open on January 5, 2026", "Entries closed"). */
  note: string | null;
}

type WindowOf = Pick<TournamentListItem, 'entryOpenAt' | 'entryCloseAt'>;

/** The window's state, and the instant it opens when it is not open yet. */
function windowOf(tournament: WindowOf, now: Date): { state: EntryWindowState; opensAt: string | null } {
  const state = entryWindowState({ openAt: tournament.entryOpenAt, closeAt: tournament.entryCloseAt }, now);
  if (state === 'not-open' && tournament.entryOpenAt) return { state, opensAt: tournament.entryOpenAt };
  return { state: state === 'closed' ? 'closed' : 'open', opensAt: null };
}

/**
 * Whether a listed tournament takes entries now, by its organizer's entry window (dates in the league's calendar), with
 * the note in English. Screens use `useEntryWindowOf()`, whose note is in the reader's language.
 */
export function entryWindowOf(tournament: WindowOf, now: Date = new Date()): EntryWindow {
  const { state, opensAt } = windowOf(tournament, now);
  if (opensAt) return { state, note: `Entries open on ${formatLeagueDay(opensAt)}` };
  return { state, note: state === 'closed' ? 'Entries closed' : null };
}

/** `entryWindowOf` for a screen: the note in the reader's language, its day in the league's calendar. */
export function useEntryWindowOf(): (tournament: WindowOf, now?: Date) => EntryWindow {
  const intl = useIntl();
  const t = useSharedT();
  return useCallback(
    (tournament, now = new Date()) => {
      const { state, opensAt } = windowOf(tournament, now);
      if (opensAt) {
        return { state, note: t('platform.entryWindow.opensOn', { day: leagueDayOf(intl, opensAt) }) };
      }
      return { state, note: state === 'closed' ? t('platform.entryWindow.closed') : null };
    },
    [intl, t],
  );
}
