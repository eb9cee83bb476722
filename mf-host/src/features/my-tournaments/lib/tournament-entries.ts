import type { HostTournament, OrganizerTournament, TournamentEntry } from '@padel/contracts';
import { categoryLabels, UNKNOWN_PLAYER } from '@padel/api';

export const NO_TOURNAMENTS_YET = 'You have not created any tournaments yet.';
export const NO_ENTRIES_YET = 'No teams have entered this tournament yet.';

export const statusLabels: Record<HostTournament['status'], string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };

export const entryStatusLabels: Record<TournamentEntry['status'], string> = {
  pending_both: 'Awaiting partner',
  confirmed: 'Confirmed',
  waitlist: 'Waitlist',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
};

/** "Gold · C Level". */
export function categoryAndLevel({ category, level }: Pick<TournamentEntry, 'category' | 'level'>): string {
  return `${categoryLabels[category]} · ${level} Level`;
}

/** "Omar Haddad & Layla Farouk", with Unknown Player for a member whose name is not known. */
export function teamNameOf(entry: TournamentEntry): string {
  const name = (profile: { full_name?: string | null } | null | undefined) => profile?.full_name?.trim() || UNKNOWN_PLAYER;
  return entry.team ? `${name(entry.team.player1_profile)} & ${name(entry.team.player2_profile)}` : 'Unknown Team';
}

/** "No entries yet", "1 team entered · 1 confirmed", "3 teams entered · 2 confirmed". */
export function entryCountText({ entry_counts: { total, confirmed } }: Pick<OrganizerTournament, 'entry_counts'>): string {
  if (total === 0) return 'No entries yet';
  return `${total} ${total === 1 ? 'team' : 'teams'} entered · ${confirmed} confirmed`;
}
