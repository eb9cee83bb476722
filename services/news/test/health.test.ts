import mongoose from 'mongoose';
import { start, stop } from '../src/app';
import { getJson, uniqueDbName } from './support';

let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), SEED_DEMO_DATA: false }));
});

afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await stop();
});

describe('GET /health and GET /ready', () => {
  it('when the service runs, then /health answers ok', async () => {
    expect(await getJson(`${baseUrl}/health`)).toMatchObject({ status: 200, body: { status: 'ok', service: 'news' } });
  });

  it('when the database is connected, then /ready answers ready', async () => {
    expect(await getJson(`${baseUrl}/ready`)).toMatchObject({ status: 200, body: { status: 'ready', checks: { mongo: true } } });
  });
});

describe('unknown routes', () => {
  it('when the path is unknown, then 404 JSON', async () => {
    expect(await getJson(`${baseUrl}/api/nothing-here`)).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it('when the method is not served, then 405 JSON', async () => {
    expect(await getJson(`${baseUrl}/api/news`, { method: 'POST' })).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
  });
});
