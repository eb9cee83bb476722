import type { Match, MatchSide, NextMatch } from '@padel/contracts';
import { findEntriesOfPlayer } from '../data-access/entry-repository';
import { findTournamentsByIds } from '../data-access/tournament-repository';
import { isPublic } from './tournament-access';
import { bracketOf } from './draw-service';

/** How many of the player's latest entries are looked at: a player's next match is in one of their recent tournaments. */
const RECENT_ENTRIES = 20;

const isOpen = (match: Match): boolean => match.status === 'scheduled' || match.status === 'live';

/** Live matches first, then the earliest start. */
function sooner(a: NextMatch, b: NextMatch): number {
  if ((a.match.status === 'live') !== (b.match.status === 'live')) return a.match.status === 'live' ? -1 : 1;
  return (a.match.starts_at ?? '').localeCompare(b.match.starts_at ?? '');
}

/**
 * The player's next match (decision 196): among the confirmed entries of their latest `RECENT_ENTRIES` (read along the
 * entries' player index, newest first), the drawn tournaments' matches of their team that are live, or scheduled with
 * a start time; the live one first, else the earliest. Null when there is none. Bounded by the entries read, not by
 * the league's size.
 */
export async function nextMatchOf(playerId: string): Promise<NextMatch | null> {
  const { items } = await findEntriesOfPlayer(playerId, { skip: 0, limit: RECENT_ENTRIES, counted: false }, { withdrawn: false });
  const confirmed = items.filter((entry) => entry.status === 'confirmed');
  const tournaments = (await findTournamentsByIds([...new Set(confirmed.map((entry) => entry.tournament_id))])).filter(isPublic);
  const candidates: NextMatch[] = [];
  for (const tournament of tournaments) {
    const id = String(tournament._id);
    const teams = new Set(confirmed.filter((entry) => entry.tournament_id === id).map((entry) => entry.team_id));
    const bracket = await bracketOf(id);
    for (const match of bracket?.matches.values() ?? []) {
      if (!isOpen(match) || (match.status === 'scheduled' && !match.starts_at)) continue;
      const side: MatchSide | null =
        match.team1 && teams.has(match.team1.team_id) ? 'team1' : match.team2 && teams.has(match.team2.team_id) ? 'team2' : null;
      if (side) candidates.push({ tournament_id: id, tournament_name: tournament.title, side, match });
    }
  }
  return candidates.sort(sooner)[0] ?? null;
}
