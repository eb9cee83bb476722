import { LiveEventSchema } from '@padel/contracts';
import { openEventStream, type EventStreamClient } from '@padel/tools/testing/event-stream-client';
import { drawTestbed, playableMatch, tournamentWithTeams } from './draw-support';

// Read by the service's configuration at start: streams that end soon (issue 31, point 8).
process.env.LIVE_STREAM_MAX_LIFETIME_MS = '1500';

const { draw, point, baseUrl } = drawTestbed();
const clients: EventStreamClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function openLive(tournamentId: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const client = await openEventStream(`${baseUrl()}/api/tournaments/${tournamentId}/live`, headers);
  clients.push(client);
  return client;
}

describe('GET /api/tournaments/:id/live and its lifetime', () => {
  it('when a stream has been open for its lifetime, then the service ends it, and the browser resuming after its last event misses nothing', async () => {
    const tournamentId = await tournamentWithTeams(2);
    const { id: matchId } = playableMatch(await draw(tournamentId));
    const first = await openLive(tournamentId);
    const opening = await first.nextEvent();
    const openedAt = Date.now();

    await first.ended;
    const heldMs = Date.now() - openedAt;
    expect((await point(tournamentId, matchId, 'team1', 0)).status).toBe(200);
    const resumed = await openLive(tournamentId, { 'Last-Event-ID': opening.id! });
    const next = LiveEventSchema.parse(JSON.parse((await resumed.nextEvent()).data));

    expect(heldMs).toBeLessThan(3_000);
    expect(next).toMatchObject({ type: 'match', match: { id: matchId, score: { game: { team1: '15', team2: '0' } } } });
  });
});
