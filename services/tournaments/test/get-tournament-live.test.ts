import { performance } from 'node:perf_hooks';
import { LiveEventSchema, type LiveEvent, type Match } from '@padel/contracts';
import { openEventStream, type EventStreamClient, type ServerSentEvent } from '@padel/tools/testing/event-stream-client';
import { DrawModel } from '../src/data-access/draw-model';
import { tournament } from './entries-support';
import { drawTestbed, noura, playableMatch, tournamentWithTeams } from './draw-support';
import { eventually } from './support';

// Read by the service's configuration at start: a quick heartbeat to observe, and a cap the test can reach.
process.env.LIVE_HEARTBEAT_MS = '300';
process.env.LIVE_MAX_CONNECTIONS = '4';

const { call, draw, point, points, detail, baseUrl } = drawTestbed();

const clients: EventStreamClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function openLive(tournamentId: string, headers: Record<string, string> = {}, query = ''): Promise<EventStreamClient> {
  const client = await openEventStream(`${baseUrl()}/api/tournaments/${tournamentId}/live${query}`, headers);
  clients.push(client);
  return client;
}

/** The next event, checked against the contract. */
async function nextLive(client: EventStreamClient, timeoutMs = 5_000): Promise<{ sse: ServerSentEvent; live: LiveEvent }> {
  const sse = await client.nextEvent(timeoutMs);
  const live = LiveEventSchema.parse(JSON.parse(sse.data));
  expect(sse.event).toBe(live.type);
  expect(sse.id).toMatch(/^\d+-/);
  return { sse, live };
}

async function nextMatch(client: EventStreamClient, timeoutMs = 5_000): Promise<{ sse: ServerSentEvent; match: Match }> {
  const { sse, live } = await nextLive(client, timeoutMs);
  if (live.type !== 'match') throw new Error(`expected a match event, got ${live.type}`);
  return { sse, match: live.match };
}

/** Its draw-changed events have left the outbox, so none reaches a stream opened later. */
async function drawPublished(tournamentId: string): Promise<void> {
  await eventually(async () => (await DrawModel.countDocuments({ tournament_id: tournamentId, 'outbox.0': { $exists: true } })) === 0);
}

async function drawnTournament(teams = 2): Promise<{ tournamentId: string; matchId: string }> {
  const tournamentId = await tournamentWithTeams(teams);
  const { id: matchId } = playableMatch(await draw(tournamentId));
  await drawPublished(tournamentId);
  return { tournamentId, matchId };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/tournaments/:id/live', () => {
  it.each([
    ['an unknown id', async () => '65f0c0ffee0000000000abcd'],
    ['an id that is no object id', async () => 'not-an-id'],
    ['a draft', () => tournament(10, { status: 'draft' })],
  ])('when the tournament is %s, then 404 JSON and no stream', async (_case, tournamentIdOf) => {
    const client = await openLive(await tournamentIdOf());

    expect(client.status).toBe(404);
    expect(client.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(await client.body)).toEqual({ error: 'Tournament not found', code: 'TOURNAMENT_NOT_FOUND' });
  });

  it('when a visitor opens a tournament with its draw, then the stream answers unbuffered with the draw as on the page', async () => {
    const { tournamentId } = await drawnTournament(3);

    const client = await openLive(tournamentId);
    const { live } = await nextLive(client);

    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.retry).toBe(2000);
    expect(live).toEqual({ type: 'draw', draw: (await detail(tournamentId)).body.draw });
  });

  it('when the tournament has no draw yet, then the stream opens with a null draw, and the draw arrives when it is made', async () => {
    const tournamentId = await tournamentWithTeams(2);
    const client = await openLive(tournamentId);
    expect((await nextLive(client)).live).toEqual({ type: 'draw', draw: null });

    const made = await draw(tournamentId);

    expect((await nextLive(client)).live).toEqual({ type: 'draw', draw: made });
  });

  it('when the organizer scores a point, then every open stream of the tournament gets the match within 1 s of the request', async () => {
    const { tournamentId, matchId } = await drawnTournament();
    const [first, second] = [await openLive(tournamentId), await openLive(tournamentId)];
    await nextLive(first);
    await nextLive(second);

    const sentAt = performance.now();
    const answer = await point(tournamentId, matchId, 'team1', 0);
    const [one, two] = await Promise.all([nextMatch(first, 1_000), nextMatch(second, 1_000)]);

    expect(answer.status).toBe(200);
    for (const { sse, match } of [one, two]) {
      expect(sse.receivedAt - sentAt).toBeLessThan(1_000);
      expect(match).toEqual(answer.body.match);
      expect(match).toMatchObject({ id: matchId, status: 'live', version: 1, score: { game: { team1: '15', team2: '0' } } });
    }
  });

  it('when a whole match is scored point by point, then the page sees every point in order and the completed match', async () => {
    const { tournamentId, matchId } = await drawnTournament();
    const client = await openLive(tournamentId);
    await nextLive(client);

    await points(tournamentId, matchId, 'team2', 24, 0);

    const versions: number[] = [];
    let last: Match | undefined;
    while (versions.length < 24) {
      last = (await nextMatch(client)).match;
      if (last.id === matchId) versions.push(last.version);
    }
    expect(versions).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    expect(last).toMatchObject({ status: 'completed', winner: 'team2', score: { sets: [{ team1: 0, team2: 6 }], game: null } });
  });

  it('when a browser reconnects with Last-Event-ID, then it gets only the changes after that event, not the draw again', async () => {
    const { tournamentId, matchId } = await drawnTournament();
    const client = await openLive(tournamentId);
    await nextLive(client);
    await point(tournamentId, matchId, 'team1', 0);
    const seen = await nextMatch(client);
    client.close();
    await sleep(5); // the next change has a later millisecond than the one seen

    await points(tournamentId, matchId, 'team2', 2, 1);
    const resumed = await openLive(tournamentId, { 'Last-Event-ID': seen.sse.id! });

    const events: Match[] = [];
    for (;;) {
      const { match } = await nextMatch(resumed);
      if (match.version <= seen.match.version) continue; // the event seen may come again (same millisecond): harmless
      events.push(match);
      if (match.version === 3) break;
    }
    expect(events.map((match) => match.version)).toEqual([3]);
    expect(events[0]!.score.game).toEqual({ team1: '15', team2: '30', tiebreak: false });
    expect(resumed.events.some((event) => event.event === 'draw')).toBe(false);

    await point(tournamentId, matchId, 'team1', 3);
    expect((await nextMatch(resumed)).match.version).toBe(4);
  });

  it('when a page opens anew naming the last event in the query, then it resumes the same way', async () => {
    const { tournamentId, matchId } = await drawnTournament();
    const client = await openLive(tournamentId);
    const opening = await nextLive(client);
    client.close();
    await sleep(5);

    await point(tournamentId, matchId, 'team1', 0);
    const resumed = await openLive(tournamentId, {}, `?lastEventId=${encodeURIComponent(opening.sse.id!)}`);

    expect((await nextMatch(resumed)).match).toMatchObject({ id: matchId, version: 1 });
    expect(resumed.events.some((event) => event.event === 'draw')).toBe(false);
  });

  it('when the draw was redone while the browser was away, then its resumed stream starts with the whole new draw', async () => {
    const tournamentId = await tournamentWithTeams(3);
    await draw(tournamentId);
    await drawPublished(tournamentId);
    const client = await openLive(tournamentId);
    const opening = await nextLive(client);
    client.close();
    await sleep(5);

    expect((await call('DELETE', `/api/tournaments/${tournamentId}/draw`, noura)).status).toBe(200);
    const redrawn = await draw(tournamentId);
    const resumed = await openLive(tournamentId, { 'Last-Event-ID': opening.sse.id! });

    expect((await nextLive(resumed)).live).toEqual({ type: 'draw', draw: redrawn });
  });

  it('when the stream is quiet, then heartbeat comments keep it alive', async () => {
    const { tournamentId } = await drawnTournament();
    const client = await openLive(tournamentId);
    await nextLive(client);

    await sleep(800);

    expect(client.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
  });

  it('when the instance holds as many streams as it may, then one more is 503 with Retry-After until one closes', async () => {
    const { tournamentId } = await drawnTournament();
    const open = [];
    for (let index = 0; index < 4; index += 1) open.push(await openLive(tournamentId));

    const refused = await openLive(tournamentId);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(JSON.parse(await refused.body)).toEqual({
      error: 'Too many live connections: try again shortly',
      code: 'TOO_MANY_LIVE_CONNECTIONS',
    });

    open[0]!.close();
    await open[0]!.ended;
    await sleep(50);
    expect((await openLive(tournamentId)).status).toBe(200);
  });
});
