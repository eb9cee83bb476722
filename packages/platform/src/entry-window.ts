import { entryWindowState, formatLeagueDay, type EntryWindowState, type TournamentListItem } from '@padel/contracts';

export interface EntryWindow {
  state: EntryWindowState;
  /** What a player reads when entries are not taken now ("Entries open on January 5, 2026", "Entries closed"). */
  note: string | null;
}

/** Whether a listed tournament takes entries now, by its organizer's entry window (dates in the league's calendar). */
export function entryWindowOf(tournament: Pick<TournamentListItem, 'entryOpenAt' | 'entryCloseAt'>, now: Date = new Date()): EntryWindow {
  const state = entryWindowState({ openAt: tournament.entryOpenAt, closeAt: tournament.entryCloseAt }, now);
  if (state === 'not-open' && tournament.entryOpenAt) {
    return { state, note: `Entries open on ${formatLeagueDay(tournament.entryOpenAt)}` };
  }
  if (state === 'closed') return { state, note: 'Entries closed' };
  return { state: 'open', note: null };
}
