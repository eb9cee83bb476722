// The bench's live-updates part: the time from a scoring request to its event at every open server-sent events
// client, all through the gateway as browsers see it.
import { performance } from 'node:perf_hooks';
import { demoUsers, passwordGrant } from '../testing/keycloak';
import { openEventStream, type EventStreamClient } from '../testing/event-stream-client';

export interface LiveLatency {
  clients: number;
  points: number;
  /** Scoring request sent → its match event read by a client, over every point and client. */
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** The scoring request's own answer time, for comparison. */
  requestP50Ms: number;
}

interface LiveMatch {
  id: string;
  status: string;
  version: number;
  score: { game: { team1: string; team2: string } | null };
}

interface TournamentDraw {
  draw: { rounds: Array<{ matches: LiveMatch[] }> } | null;
  organizerId: string | null;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A match in play of a tournament Noura organizes: the demo data has one (SEED_DEMO_DATA). */
async function liveDemoMatch(gatewayUrl: string): Promise<{ tournamentId: string; match: LiveMatch }> {
  const tournaments = await json<Array<{ id: string }>>(await fetch(`${gatewayUrl}/api/tournaments`));
  for (const { id } of tournaments) {
    const detail = await json<TournamentDraw>(await fetch(`${gatewayUrl}/api/tournaments/${id}`));
    if (detail.organizerId !== demoUsers.noura.id) continue;
    const match = detail.draw?.rounds.flatMap((round) => round.matches).find((candidate) => candidate.status === 'live');
    if (match) return { tournamentId: id, match };
  }
  throw new Error('no live match of a tournament organized by Noura: the bench needs the demo data');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The event of the match at `version` on `client`, waiting for it. */
async function matchEvent(client: EventStreamClient, matchId: string, version: number): Promise<number> {
  for (;;) {
    const event = await client.nextEvent(10_000);
    if (event.event !== 'match') continue;
    const { match } = JSON.parse(event.data) as { match: LiveMatch };
    if (match.id === matchId && match.version >= version) return event.receivedAt;
  }
}

/**
 * Opens `clients` streams on the demo tournament with a match in play, then scores `points` points one after the
 * other as its organizer (alternating sides, so the game goes to deuce and the match never ends), each only once
 * every client has read the previous one's event.
 */
export async function measureLiveUpdates(gatewayUrl: string, clients: number, points: number): Promise<LiveLatency> {
  const { tournamentId, match } = await liveDemoMatch(gatewayUrl);
  const token = (await passwordGrant(demoUsers.noura.email)).access_token;
  const streams: EventStreamClient[] = [];
  try {
    for (let index = 0; index < clients; index += 1) {
      const stream = await openEventStream(`${gatewayUrl}/api/tournaments/${tournamentId}/live`);
      if (stream.status !== 200) throw new Error(`live stream ${index + 1} answered ${stream.status}: ${await stream.body}`);
      streams.push(stream);
    }
    await Promise.all(streams.map((stream) => stream.nextEvent(10_000))); // the draw each one opens with

    const latencies: number[] = [];
    const requests: number[] = [];
    let version = match.version;
    for (let point = 0; point < points; point += 1) {
      const sentAt = performance.now();
      const arrivals = Promise.all(streams.map((stream) => matchEvent(stream, match.id, version + 1)));
      const answer = await json<{ match: LiveMatch }>(
        await fetch(`${gatewayUrl}/api/tournaments/${tournamentId}/matches/${match.id}/points`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ team: point % 2 === 0 ? 'team1' : 'team2', version }),
        }),
      );
      requests.push(performance.now() - sentAt);
      version = answer.match.version;
      for (const receivedAt of await arrivals) latencies.push(receivedAt - sentAt);
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      clients,
      points,
      latencyMeanMs: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
      latencyP50Ms: percentile(sorted, 50),
      latencyP99Ms: percentile(sorted, 99),
      latencyMaxMs: sorted[sorted.length - 1] ?? NaN,
      requestP50Ms: percentile(
        [...requests].sort((a, b) => a - b),
        50,
      ),
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
