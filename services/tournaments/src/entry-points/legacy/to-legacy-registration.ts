import type { LegacyRegistration } from '@padel/contracts';
import type { EntryView } from '../../domain/entries-service';

/**
 * An entry in the older form: a registration with a confirmed flag per member instead of a status, and its
 * tournament's tier (major for a Major; the entry's category when the tournament is gone).
 */
export function toLegacyRegistration({ entry, tournament }: EntryView): LegacyRegistration {
  return {
    id: String(entry._id),
    tournamentId: entry.tournament_id,
    teamId: entry.team_id,
    tier: tournament ? (tournament.tier ?? tournament.category) : entry.category,
    level: entry.level,
    player1Confirmed: entry.confirmed_by.includes(entry.player1),
    player2Confirmed: entry.confirmed_by.includes(entry.player2),
  };
}
