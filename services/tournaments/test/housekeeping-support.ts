import { randomUUID } from 'node:crypto';
import type { EventOf } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { drawTestbed } from './draw-support';
import { eventListener, tournament } from './entries-support';
import { eventually } from './support';

export const { noura, omar, layla, admin } = demoUsers;

/** Another organizer than the demo partner (only stored as a tournament's organizer). */
export const anotherOrganizerId = (): string => randomUUID();

/** A tournament starting in 20 days organised by Noura (or `organizer_id`), published unless told otherwise. */
export function hostedTournament(overrides: Parameters<typeof tournament>[1] = {}): Promise<string> {
  return tournament(20, { organizer_id: noura.id, ...overrides });
}

/** The housekeeping routes over a tournaments service of the test file's own, with the draw testbed's helpers. */
export function housekeepingTestbed() {
  const testbed = drawTestbed();
  const { call } = testbed;
  return {
    ...testbed,
    /** Whether GET /api/tournaments (the public list) lists the tournament. */
    listed: async (id: string) => ((await call('GET', '/api/tournaments')).body as Array<{ id: string }>).some((item) => item.id === id),
    /** The caller's own tournament as GET /api/tournaments/me shows it, or undefined. */
    own: async (id: string, user = noura) =>
      ((await call('GET', '/api/tournaments/me', user)).body as Array<{ id: string }>).find((item) => item.id === id),
  };
}

/** tournament-status-changed events heard by a queue of the file's own. */
export function statusChangedListener(name: string) {
  const { heard } = eventListener(name, 'tournament-status-changed');
  /** The events of one tournament, after a pause long enough for a second copy to arrive. */
  async function eventsOf(tournamentId: string, atLeast = 1): Promise<Array<EventOf<'tournament-status-changed'>>> {
    const of = () => heard.filter((event) => event.data.tournamentId === tournamentId);
    await eventually(async () => of().length >= atLeast);
    await new Promise((resolve) => setTimeout(resolve, 700));
    return of();
  }
  return { heard, eventsOf };
}
