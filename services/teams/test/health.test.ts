import mongoose from 'mongoose';
import { start, stop } from '../src/app';
import { deleteQueues, eventually, getJson, testId, uniqueDbName } from './support';

const prefix = `teams-test-${testId()}`;
let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), QUEUE_PREFIX: prefix }));
});

afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await stop();
  await deleteQueues([`${prefix}.entry-confirmed`, `${prefix}.entry-confirmed.dlq`]);
});

describe('GET /health and GET /ready', () => {
  it('when the service runs, then /health answers ok', async () => {
    expect(await getJson(`${baseUrl}/health`)).toMatchObject({ status: 200, body: { status: 'ok', service: 'teams' } });
  });

  it('when the database and the broker are connected, then /ready answers ready', async () => {
    await eventually(async () => (await getJson(`${baseUrl}/ready`)).status === 200);

    expect(await getJson(`${baseUrl}/ready`)).toMatchObject({ body: { status: 'ready', checks: { mongo: true, bus: true } } });
  });

  it('when the path is unknown, then 404 JSON', async () => {
    expect(await getJson(`${baseUrl}/api/unknown`)).toEqual({ status: 404, body: { error: 'Not found' } });
  });

  it('when a bad bearer token is sent, then 401', async () => {
    expect(await getJson(`${baseUrl}/api/teams/me`, { headers: { authorization: 'Bearer x.y.z' } })).toEqual({
      status: 401,
      body: { error: 'Invalid or expired token' },
    });
  });
});
