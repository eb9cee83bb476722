import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LiveEventSchema, TournamentDetailSchema, type Draw, type LiveEvent, type TournamentDetail } from '@padel/contracts';
import { usePlatform } from '@padel/platform';
import { useApiQuery } from '../core/hooks';
import { apiPath, queryKeyOf } from '../core/query-keys';
import { findMatch, isFinished, matchesOf, withDraw, withMatch } from '../lib/bracket';

/**
 * GET /api/tournaments/:id: the details and the draw once made (cached under ['tournaments', id]), for the public
 * page and the organizer's screens alike. The session goes with it when there is one, so a draft answers for its
 * organizer (and an admin); signed out it is the public page's request. A change of session refetches it (the shell).
 */
export function useTournament(tournamentId: string) {
  return useApiQuery(apiPath('tournaments', tournamentId), TournamentDetailSchema, { auth: 'optional' });
}

/** The live stream's state: opening, receiving, or lost and trying again (the browser resumes from the last event). */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

/** EventSource.CLOSED: the browser gave up (an error answer), so the hook opens a new stream itself. */
const CLOSED = 2;
const MAX_RETRY_MS = 30_000;

/** The lists whose status and current round a result can change (the public list and the organizer's). */
const LIST_KEYS = [queryKeyOf('/tournaments'), queryKeyOf('/tournaments/me')];

/** An event's data as the contract says, or null (an unknown or malformed event is ignored). */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes one live event into the cached tournament (the draw replaced, or the one match replaced in its round, each
 * match kept at its latest version) and refreshes the tournament lists when the event changes what they show: a
 * finished match, another draw, or the status and current round.
 */
export function applyLiveEvent(queryClient: QueryClient, tournamentId: string, event: LiveEvent): void {
  const key = queryKeyOf(apiPath('tournaments', tournamentId));
  const before = queryClient.getQueryData<TournamentDetail>(key);
  const after = before && (event.type === 'draw' ? withDraw(before, event.draw) : withMatch(before, event.match));
  if (after) queryClient.setQueryData(key, after);

  let listsChanged = before?.status !== after?.status || before?.currentRound !== after?.currentRound;
  if (event.type === 'draw') listsChanged ||= before?.draw?.drawn_at !== event.draw?.drawn_at;
  else {
    const previous = findMatch(before, event.match.id);
    const finishedNow = isFinished(event.match) && (!previous || previous.version < event.match.version);
    listsChanged ||= finishedNow && !(previous && isFinished(previous) && previous.winner === event.match.winner);
  }
  if (listsChanged) for (const queryKey of LIST_KEYS) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** The stream's own view of the draw, so an answer fetched while events arrived is brought up to date. */
function streamDrawAfter(draw: Draw | null | undefined, event: LiveEvent): Draw | null | undefined {
  if (event.type === 'draw') return event.draw;
  if (!draw) return draw;
  return withMatch({ draw } as TournamentDetail, event.match).draw ?? draw;
}

/** How long after its last match changed a completed tournament is still followed: results are corrected meanwhile. */
export const CORRECTIONS_FOLLOWED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a page showing the tournament follows its live stream: until it is completed, and for a week after its
 * last match changed (a result corrected after the final reaches the pages open on it; issue 33, item 5).
 */
export function followsLive(detail: TournamentDetail | undefined, now: number = Date.now()): boolean {
  // Before the details arrive: at once, as a live tournament's page must not wait for them.
  if (!detail) return true;
  if (detail.status !== 'Completed') return true;
  if (!detail.draw) return false;
  const lastChange = Math.max(...matchesOf(detail.draw).map((match) => Date.parse(match.updated_at)));
  return now - lastChange < CORRECTIONS_FOLLOWED_MS;
}

/**
 * Follows GET /api/tournaments/:id/live (server-sent events) while mounted: every `draw` and `match` event goes
 * into the cached tournament, so whatever reads `useTournament(id)` updates in place. Returns the connection state
 * for a "Live" indicator. The browser reconnects by itself (sending Last-Event-ID); if it gives up, a new stream is
 * opened after a growing pause.
 */
export function useTournamentLive(tournamentId: string, { enabled = true }: { enabled?: boolean } = {}): LiveConnection {
  const { config } = usePlatform();
  const cache = useQueryClient();
  const [state, setState] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const url = `${config.apiBaseUrl.replace(/\/+$/, '')}${apiPath('tournaments', tournamentId, 'live')}`;
    const key = queryKeyOf(apiPath('tournaments', tournamentId));
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let streamDraw: Draw | null | undefined;

    const onEvent = (message: Event) => {
      const event = parseLiveEvent((message as MessageEvent).data);
      if (!event) return;
      streamDraw = streamDrawAfter(streamDraw, event);
      applyLiveEvent(cache, tournamentId, event);
    };
    // A fetch of the tournament that answers after events arrived may be older than they are: merge them back in.
    const unsubscribe = cache.getQueryCache().subscribe((change) => {
      if (change.type !== 'updated' || change.action.type !== 'success' || change.action.manual) return;
      if (streamDraw === undefined || JSON.stringify(change.query.queryKey) !== JSON.stringify(key)) return;
      const detail = change.query.state.data as TournamentDetail | undefined;
      if (detail) cache.setQueryData(key, withDraw(detail, streamDraw));
    });

    const open = () => {
      setState(failures === 0 ? 'connecting' : 'reconnecting');
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        failures = 0;
        setState('live');
      };
      current.onerror = () => {
        setState('reconnecting');
        if (current.readyState !== CLOSED) return;
        current.close();
        failures += 1;
        retry = setTimeout(open, Math.min(MAX_RETRY_MS, 1000 * 2 ** failures));
      };
      for (const type of ['draw', 'match', 'message']) current.addEventListener(type, onEvent);
    };
    open();

    return () => {
      clearTimeout(retry);
      unsubscribe();
      source?.close();
    };
  }, [cache, config.apiBaseUrl, enabled, tournamentId]);

  return state;
}
