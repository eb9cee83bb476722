import type { Invitation, Player, Team } from '@padel/contracts';

export type HandFilter = 'all' | 'left' | 'right';

export interface PartnerFilters {
  /** Matched against the name and the country (as entered and in the reader's language), case-insensitively. */
  search: string;
  strongHand: HandFilter;
  courtSide: HandFilter;
}

export const noPartnerFilters: PartnerFilters = { search: '', strongHand: 'all', courtSide: 'all' };

/**
 * Players who cannot be invited by `userId`: the user, their confirmed partners, and anyone with a pending
 * invitation between them in either direction (received ones from the invitations list, sent ones as far as
 * the list includes them, plus `invitedIds` sent from this page).
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

function matchesHand(value: Player['strong_hand'], filter: HandFilter): boolean {
  return filter === 'all' || value === filter;
}

/**
 * The players the user may invite, narrowed by the search text and the hand and side filters. The search also matches
 * the country's name in the reader's language (`countryName`).
 */
export function partnerCandidates(
  players: readonly Player[],
  excluded: ReadonlySet<string>,
  filters: PartnerFilters,
  countryName: (country: string) => string = (country) => country,
): Player[] {
  const needle = filters.search.trim().toLowerCase();
  return players.filter((player) => {
    if (excluded.has(player.id)) return false;
    if (!matchesHand(player.strong_hand, filters.strongHand) || !matchesHand(player.court_side, filters.courtSide)) return false;
    if (!needle) return true;
    const country = player.country ?? '';
    return [player.full_name, player.name, country, countryName(country)].some((text) => text.toLowerCase().includes(needle));
  });
}

/** A search text that is an email address (the public player list carries no emails: offer an email invitation). */
export function emailInSearch(search: string): string | null {
  const text = search.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text.toLowerCase() : null;
}
