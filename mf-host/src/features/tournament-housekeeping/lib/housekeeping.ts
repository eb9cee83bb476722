import type { OrganizerTournament } from '@padel/contracts';
import type { Translate } from '../../../i18n';

/** Why the tournament can no longer be edited (a draw, or teams that entered), or null while it can (decision 113). */
export function editBlockedReason(t: Translate, tournament: OrganizerTournament): string | null {
  if (tournament.drawn) return t('housekeeping.edit.blocked.drawn');
  if (tournament.entry_counts.total > 0) return t('housekeeping.edit.blocked.entries');
  return null;
}

/** The status change offered: unpublish (back to draft) a published tournament, publish any other. */
export const statusChangeOf = (tournament: Pick<OrganizerTournament, 'status'>): 'publish' | 'unpublish' =>
  tournament.status === 'published' ? 'unpublish' : 'publish';

/** Only a draft can be deleted, and not once drawn. */
export const mayDelete = (tournament: OrganizerTournament): boolean => tournament.status === 'draft' && !tournament.drawn;
