import type { DrawChangedData, Draw, LiveEvent, Match, MatchUpdatedData } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import { findTournamentById } from '../data-access/tournament-repository';
import { isPublic } from './tournament-access';
import { drawOf } from './draw-service';

/** One event of a live stream: its `id:` (orders events, names where a reconnecting browser resumes) and its data. */
export interface LiveMessage {
  id: string;
  event: LiveEvent;
}

export type LiveListener = (message: LiveMessage) => void;

/**
 * Event ids are `<epoch ms>-<tie-breaker>`: the time of the change the event carries (a match's `updated_at`, for a
 * draw its latest change), then what tells apart changes of the same millisecond.
 */
export const matchEventId = (match: Match): string => `${Date.parse(match.updated_at)}-${match.id}-v${match.version}`;

const matchesOf = (draw: Draw): Match[] => draw.rounds.flatMap((round) => round.matches);

function drawEventId(draw: Draw | null, now: Date): string {
  if (!draw) return `${now.getTime()}-draw`;
  const changes = [draw.drawn_at, ...matchesOf(draw).map((match) => match.updated_at)].map(Date.parse);
  return `${Math.max(...changes)}-draw`;
}

/** The time an event id stands for, or undefined when it is not one of ours. */
export function timeOfEventId(id: string): number | undefined {
  const match = /^(\d{1,15})-/.exec(id);
  return match ? Number(match[1]) : undefined;
}

const drawMessage = (draw: Draw | null, now = new Date()): LiveMessage => ({ id: drawEventId(draw, now), event: { type: 'draw', draw } });
const matchMessage = (match: Match): LiveMessage => ({ id: matchEventId(match), event: { type: 'match', match } });

/** 404 unless the tournament exists and is public (unpublished ones have no live page). */
export async function requireLiveTournament(tournamentId: string): Promise<void> {
  const tournament = await findTournamentById(tournamentId);
  if (!tournament || !isPublic(tournament)) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
}

/**
 * What a stream sends first. A new stream gets the whole draw. A stream resuming after `lastEventId` gets the matches
 * that changed since (the same millisecond included: a repeated match state is harmless, a missed one is not), or
 * the whole draw again when the draw itself was made, redone or removed meanwhile (or the id is not ours).
 */
export async function openingMessages(tournamentId: string, lastEventId: string | undefined): Promise<LiveMessage[]> {
  // One read of the draw with its matches: cheap enough for every browser reconnecting at once after a restart.
  const draw = await drawOf(tournamentId);
  const since = lastEventId === undefined ? undefined : timeOfEventId(lastEventId);
  if (since === undefined || !draw || Date.parse(draw.drawn_at) > since) return [drawMessage(draw)];
  return matchesOf(draw)
    .filter((match) => Date.parse(match.updated_at) >= since)
    .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at))
    .map(matchMessage);
}

/**
 * The live streams open on this instance, by tournament. Every instance receives every `match-updated` and
 * `draw-changed` (broadcasts) and hands them to its own listeners, in the order they came for each tournament.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  /** Per tournament, the delivery in progress: a draw is read before it is sent, and nothing may overtake it. */
  private readonly deliveries = new Map<string, Promise<void>>();
  private readonly closers = new Set<() => void>();

  /** Open streams on this instance. */
  get size(): number {
    return this.closers.size;
  }

  /** Adds a listener for one tournament; `close` ends its stream when the service stops. Returns the removal. */
  listen(tournamentId: string, listener: LiveListener, close: () => void): () => void {
    const listeners = this.listeners.get(tournamentId) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.listeners.set(tournamentId, listeners);
    this.closers.add(close);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(tournamentId) === listeners) this.listeners.delete(tournamentId);
      this.closers.delete(close);
    };
  }

  matchUpdated({ tournamentId, match }: MatchUpdatedData): Promise<void> {
    return this.deliver(tournamentId, async () => matchMessage(match));
  }

  drawChanged({ tournamentId }: DrawChangedData): Promise<void> {
    return this.deliver(tournamentId, async () => drawMessage(await drawOf(tournamentId)));
  }

  /** Ends every stream (the browsers reconnect, to another instance when this one stops). */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }

  /** Rejects when the message could not be built (the bus logs it); later deliveries go on. */
  private deliver(tournamentId: string, message: () => Promise<LiveMessage>): Promise<void> {
    if (!this.listeners.has(tournamentId)) return Promise.resolve();
    const previous = this.deliveries.get(tournamentId) ?? Promise.resolve();
    const current = previous.then(async () => {
      const listeners = this.listeners.get(tournamentId);
      if (!listeners) return;
      const built = await message();
      for (const listener of [...listeners]) listener(built);
    });
    const settled = current.catch(() => undefined);
    this.deliveries.set(tournamentId, settled);
    void settled.then(() => {
      if (this.deliveries.get(tournamentId) === settled) this.deliveries.delete(tournamentId);
    });
    return current;
  }
}
