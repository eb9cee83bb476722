// Test data and helpers shared by mf-teams' tests (not part of the bundle: only tests import it).
import type { Player } from '@padel/contracts';
import { act } from '@testing-library/react';

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

/**
 * Holds the answers to the requests `matches` picks (by URL and method) until `release()`, so a test can look at
 * the screen while they are in flight.
 */
export function holdRequests(matches: (url: string, method: string) => boolean) {
  const answer = globalThis.fetch;
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (matches(String(input), init?.method ?? 'GET')) await held;
    return answer(input, init);
  }) as typeof fetch;
  return { release: () => act(async () => open()) };
}
