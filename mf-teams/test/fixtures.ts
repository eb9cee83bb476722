// Test data and helpers shared by mf-teams' tests (not part of the bundle: only tests import it).
import type { Player } from '@padel/contracts';

/** A registered player as GET /api/players lists it: no ranking, results or hand and side unless given. */
export function player(id: string, name: string, overrides: Partial<Player> = {}): Player {
  return {
    id,
    name,
    full_name: name,
    ranking: null,
    points: 0,
    country: 'United Arab Emirates',
    strong_hand: null,
    court_side: null,
    matches_played: 0,
    wins: 0,
    losses: 0,
    titles_won: 0,
    ...overrides,
  };
}
