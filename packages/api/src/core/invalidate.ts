import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf, type ApiPath } from './query-keys';

/**
 * Marks every query under these API paths stale and refetches the ones on screen, in whichever micro-frontend
 * they are: `/teams` covers `/teams/me`; `/tournaments` covers `/tournaments/me` and `/tournaments/:id/entries`.
 */
export function invalidateApi(queryClient: QueryClient, paths: readonly ApiPath[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: queryKeyOf(path) }))).then(() => undefined);
}

/**
 * What each kind of change makes stale. Mutations name one of these, so two screens that make the same change
 * refresh the same lists.
 */
export const staleAfter = {
  /** An invitation sent, answered or cancelled: invitations and teams (an accepted one makes a team). */
  teamChange: ['/team-invitations', '/teams'],
  /** An entry made, confirmed or withdrawn: both forms of the entry lists, and the teams' entered tournaments. */
  entryChange: ['/tournament-entries', '/tournament-registrations', '/teams'],
  /**
   * An organizer rejected an entry or marked its fee (or a member's change moved places): the entry lists, the
   * tournament's entries and its page (places taken, waitlist), and the teams' entered tournaments.
   */
  entryManaged: ['/tournament-entries', '/tournament-registrations', '/teams', '/tournaments'],
  /** The caller's mail language set from the site's switch: only the profile shows it. */
  languageChange: ['/profile'],
  /** The caller's profile edited: the profile and the player lists that show it (players, the ranking's pages). */
  profileChange: ['/profile', '/players', '/rankings'],
  /** The caller registered as a player: the players list, the ranking (listed unranked) and the profile. */
  playerRegistered: ['/players', '/rankings', '/profile'],
  /** A tournament created: every tournament list, public and the organizer's. */
  tournamentChange: ['/tournaments'],
  /** A draw made or taken back: the tournament (its bracket), its entries and every tournament list. */
  drawChange: ['/tournaments'],
  /** A match scored, corrected or scheduled: the tournament (its bracket, re-flowed) and the lists' status and round. */
  scoreChange: ['/tournaments'],
  /** A mail sent on the caller's request: nothing listed changes. */
  mailSent: [],
  /** The caller's private calendar link reset: the link shown (decision 197). */
  calendarChange: ['/calendars'],
  /** An organizer application sent, withdrawn or decided: the applicant's, the admin's lists and the audit log. */
  applicationChange: ['/organizer-applications', '/admin', '/profile'],
  /** An article written, scheduled, published, unpublished or deleted by the admin: the admin's list and the news. */
  newsChange: ['/admin/news', '/news'],
  /** An admin changed a user's roles or blocked or unblocked them: the Users section and the audit log. */
  adminUserChange: ['/admin'],
} as const satisfies Record<string, readonly ApiPath[]>;

export type StaleAfter = keyof typeof staleAfter;
