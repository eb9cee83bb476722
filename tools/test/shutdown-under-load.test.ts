// Issue 13, "SIGTERM under load": real tournaments service processes (tsx) behind a real gateway process, on the test
// engines; autocannon publishes tournaments through the gateway at a steady rate while a replica gets SIGTERM and
// starts again. Each request changes its own draft tournament, so each 200 must have published exactly one
// tournament-status-changed event, heard by a queue of the test's own.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { DEFAULT_RETRY_DELAYS_MS, deadLetterQueueOf, retryQueueOf } from '@padel/service-kit';
import { tapEvents, type EventTap } from '../src/testing/event-tap';
import { demoUsers, passwordGrant } from '../src/testing/keycloak';
import { freePort, testProcess, type TestProcess } from '../src/testing/processes';
import { releaseAll } from '../src/testing/release-all';
import { deleteQueues } from '../src/testing/service-tests';

jest.setTimeout(240_000);

const RATE_PER_SECOND = 20;
const run = randomBytes(4).toString('hex');
const tournamentsDb = `padel_tournaments_test_shutdown_${run}`;
const gatewayDb = `padel_gateway_test_shutdown_${run}`;
const queuePrefix = `test-shutdown-${run}`;

let token: string;
let tap: EventTap;
const started: TestProcess[] = [];

async function replica(name: string): Promise<TestProcess> {
  const service = testProcess(name, 'services/tournaments', await freePort(), {
    MONGO_DB: tournamentsDb,
    QUEUE_PREFIX: queuePrefix,
    SEED_DEMO_DATA: 'false',
  });
  started.push(service);
  await service.start();
  return service;
}

async function gateway(replicas: TestProcess[]): Promise<TestProcess> {
  const port = await freePort();
  const process = testProcess(`gateway-${port}`, 'gateway', port, {
    MONGO_DB: gatewayDb,
    TOURNAMENTS_URL: replicas.map((service) => service.url).join(','),
  });
  started.push(process);
  await process.start();
  return process;
}

/** Draft tournaments of the organizer, created on `service` (8 at a time). */
async function draftTournaments(service: TestProcess, count: number): Promise<string[]> {
  const ids: string[] = [];
  const create = async (index: number) => {
    const response = await fetch(`${service.url}/api/tournaments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `Shutdown Open ${run} ${index}`, start_date: '2099-03-01', city: 'Dubai', status: 'draft' }),
    });
    if (response.status !== 201) throw new Error(`tournament not created: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { tournament: { id: string } }).tournament.id);
  };
  for (let index = 0; index < count; index += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - index) }, (_, offset) => create(index + offset)));
  }
  return ids;
}

interface Load {
  /** The status (and for errors the code) each tournament's request got. */
  answers: Map<string, { status: number; code?: string }>;
  result: autocannon.Result;
}

/** Publishes each tournament through the gateway, one request each, at RATE_PER_SECOND. */
function publishUnderLoad(gatewayUrl: string, ids: string[]): Promise<Load> {
  const answers = new Map<string, { status: number; code?: string }>();
  let next = 0;
  const load = autocannon({
    url: gatewayUrl,
    connections: 4,
    overallRate: RATE_PER_SECOND,
    amount: ids.length,
    timeout: 30,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request, context: { id?: string }) => {
          const id = ids[next++]!;
          context.id = id;
          return {
            ...request,
            path: `/api/tournaments/${id}/status`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: 'published' }),
          };
        },
        onResponse: (status, body, context: { id?: string }) => {
          const code = status === 200 ? undefined : (JSON.parse(body) as { code?: string }).code;
          answers.set(context.id!, { status, code });
        },
      },
    ],
  });
  return Promise.resolve(load as unknown as Promise<autocannon.Result>).then((result) => ({ answers, result }));
}

/** The events heard per tournament, once the last expected one arrived and a pause let any repeat arrive too. */
async function eventsPerTournament(expected: string[]): Promise<Map<string, number>> {
  const counts = () => {
    const byTournament = new Map<string, number>();
    for (const event of tap.heard) {
      const { tournamentId } = event.data as { tournamentId: string };
      byTournament.set(tournamentId, (byTournament.get(tournamentId) ?? 0) + 1);
    }
    return byTournament;
  };
  const deadline = Date.now() + 30_000;
  while (expected.some((id) => !counts().has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return counts();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  token = (await passwordGrant(demoUsers.noura.email)).access_token;
  tap = await tapEvents('tournament-status-changed');
});

afterAll(async () => {
  const queue = `${queuePrefix}.invitation-accepted`;
  await releaseAll(
    () => Promise.all(started.map((process) => process.signal('SIGTERM'))),
    () => tap.close(),
    () => deleteQueues([queue, deadLetterQueueOf(queue), ...DEFAULT_RETRY_DELAYS_MS.map((delayMs) => retryQueueOf(queue, delayMs))]),
    async () => {
      const client = await MongoClient.connect(process.env.MONGO_URL as string);
      await releaseAll(
        () => client.db(tournamentsDb).dropDatabase(),
        () => client.db(gatewayDb).dropDatabase(),
        () => client.close(),
      );
    },
  );
});

describe('SIGTERM under load through the gateway', () => {
  it('when one of two replicas gets SIGTERM and starts again under load, then no request fails and each change publishes its event once', async () => {
    const [first, second] = [await replica('tournaments-a'), await replica('tournaments-b')];
    const front = await gateway([first!, second!]);
    const ids = await draftTournaments(first!, RATE_PER_SECOND * 20);

    const loading = publishUnderLoad(front.url, ids);
    await sleep(4_000);
    const exit = await first!.signal('SIGTERM');
    await first!.start();
    const { answers, result } = await loading;

    expect(exit).toMatchObject({ code: 0 });
    expect(exit.ms).toBeLessThan(20_000);
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, ok: result['2xx'] }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      ok: ids.length,
    });
    expect([...answers.values()].every(({ status }) => status === 200)).toBe(true);
    const events = await eventsPerTournament(ids);
    expect(ids.filter((id) => events.get(id) !== 1)).toEqual([]);
    // The replica stopped step by step, in order. A step may be cut short by its budget on a loaded machine (the
    // outbox then keeps what it did not publish, and the events above still arrived once): its timing is not asserted.
    expect(first!.logLines(/^shutdown: .* (done|cut short)/).map((line) => line.step)).toEqual([
      'cancel the consumers',
      'end long-lived responses',
      'finish in-flight requests',
      'finish event handlers',
      'publish the outboxes',
      'close the broker',
      'close the database',
    ]);
    await front.signal('SIGTERM');
    await second!.signal('SIGTERM');
  });

  it('when the only replica restarts under load, then requests meanwhile answer 503 SERVICE_UNAVAILABLE, and exactly the 200s publish their event once', async () => {
    const only = await replica('tournaments-only');
    const front = await gateway([only]);
    const ids = await draftTournaments(only, RATE_PER_SECOND * 12);

    const loading = publishUnderLoad(front.url, ids);
    await sleep(3_000);
    expect(await only.signal('SIGTERM')).toMatchObject({ code: 0 });
    await sleep(1_000);
    await only.start();
    const { answers, result } = await loading;

    expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    const refused = ids.filter((id) => answers.get(id)?.status === 503);
    const published = ids.filter((id) => answers.get(id)?.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length + published.length).toBe(ids.length);
    expect(refused.every((id) => answers.get(id)?.code === 'SERVICE_UNAVAILABLE')).toBe(true);
    const events = await eventsPerTournament(published);
    expect(published.filter((id) => events.get(id) !== 1)).toEqual([]);
    expect(refused.filter((id) => events.has(id))).toEqual([]);
  });
});
