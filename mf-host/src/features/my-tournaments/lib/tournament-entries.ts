import type { HostTournament, OrganizerTournament, TournamentEntry } from '@padel/contracts';
import type { Translate } from '../../../i18n';

/** A tournament (its public tier when known), or an entry (its embedded tournament's tier and level when known). */
type Classified = Pick<TournamentEntry, 'category' | 'level'> & Pick<HostTournament, 'tier'> & { tournament?: HostTournament | null };

/** "Gold · C Level"; a Major (category gold) and its entries "Major · C Level" (decision 111). */
export function categoryAndLevel(t: Translate, item: Classified): string {
  const tier = item.tier ?? item.tournament?.tier ?? item.category;
  return t('tournament.categoryAndLevel', { category: tier, level: item.tournament?.level ?? item.level });
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
