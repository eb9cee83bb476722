import type { OrganizerTournament, TournamentEntry } from '@padel/contracts';
import type { Translate } from '../../../i18n';

/** "Gold · C Level". */
export function categoryAndLevel(t: Translate, { category, level }: Pick<TournamentEntry, 'category' | 'level'>): string {
  return t('tournament.categoryAndLevel', { category, level });
}

/** "Omar Haddad & Layla Farouk", with Unknown Player for a member whose name is not known. */
export function teamNameOf(t: Translate, entry: TournamentEntry): string {
  const name = (profile: { full_name?: string | null } | null | undefined) => profile?.full_name?.trim() || t('entries.unknownPlayer');
  return entry.team
    ? t('entries.teamName', { player1: name(entry.team.player1_profile), player2: name(entry.team.player2_profile) })
    : t('entries.unknownTeam');
}

/** "No entries yet", "1 team entered · 1 confirmed", "3 teams entered · 2 confirmed". */
export function entryCountText(t: Translate, { entry_counts: { total, confirmed } }: Pick<OrganizerTournament, 'entry_counts'>): string {
  return t('myTournaments.entryCounts', { total, confirmed });
}
