import type { PlayerSearchRequest } from '@padel/api';
import { searchKeyOf, type Invitation, type Team } from '@padel/contracts';

export type HandFilter = 'all' | 'left' | 'right';

/** Players a page of the partner search holds (the server's default page size). */
export const PARTNER_PAGE_SIZE = 20;

/** What Browse Players searches for, as the URL keeps it (`?q=&hand=&side=&page=`). */
export interface PartnerSearch {
  /** The search box's text: the start of a name or of one of its words, or a country. */
  q: string;
  strongHand: HandFilter;
  courtSide: HandFilter;
  page: number;
}

/**
 * Players who cannot be invited by `userId`: the user, their confirmed partners, and anyone with a pending
 * invitation between them in either direction (received ones from the invitations list, sent ones as far as
 * the list includes them, plus `invitedIds` sent from this page). The server leaves them out of its pages for a
 * signed-in caller too (decision 180); this keeps out those it has not yet heard of (its events arrive a moment later).
 */
export function excludedPartnerIds({
  userId,
  teams,
  invitations,
  invitedIds = [],
}: {
  userId: string;
  teams: readonly Team[];
  invitations: readonly Invitation[];
  invitedIds?: Iterable<string>;
}): Set<string> {
  const excluded = new Set<string>([userId, ...invitedIds]);
  for (const team of teams) {
    if (team.status !== 'confirmed') continue;
    excluded.add(team.player1);
    excluded.add(team.player2);
  }
  for (const invitation of invitations) {
    if (invitation.status !== 'pending') continue;
    excluded.add(invitation.inviter);
    if (invitation.invitee) excluded.add(invitation.invitee);
  }
  return excluded;
}

/** Whether `key` holds `words` (search keys both) as whole words. */
const holdsWords = (key: string, words: string) => ` ${key} `.includes(` ${words} `);

/**
 * The country the search names by whole words of its name in the reader's language (`countries`: each country as the
 * data holds it, with its name in the reader's language), when exactly one does: "السعودية" names Saudi Arabia in Arabic.
 */
export function countryInSearch(search: string, countries: ReadonlyArray<{ country: string; name: string }>): string | null {
  const words = searchKeyOf(search);
  if (!words) return null;
  const named = countries.filter(({ country, name }) => holdsWords(searchKeyOf(name), words) || holdsWords(searchKeyOf(country), words));
  return named.length === 1 ? named[0]!.country : null;
}

/**
 * The server's query for a partner search: a search naming a country by its name (in the reader's language too) asks
 * for that country's players; any other text is the start of a name (or of a country's word, in English) as `q`.
 */
export function partnerSearchRequest(
  search: PartnerSearch,
  countries: ReadonlyArray<{ country: string; name: string }> = [],
): PlayerSearchRequest {
  const country = countryInSearch(search.q, countries);
  return {
    page: search.page,
    limit: PARTNER_PAGE_SIZE,
    ...(country ? { country } : { q: search.q.trim() || undefined }),
    strong_hand: search.strongHand === 'all' ? undefined : search.strongHand,
    court_side: search.courtSide === 'all' ? undefined : search.courtSide,
  };
}

/** A search text that is an email address (the public player list carries no emails: offer an email invitation). */
export function emailInSearch(search: string): string | null {
  const text = search.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text.toLowerCase() : null;
}
