import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { getJson, uniqueDbName } from './support';

let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), NEWS_LIST_CACHE_MS: 0 }));
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => stop(),
  ),
);

describe('GET /api/news with query operators (issue 12)', () => {
  it.each([
    ['an operator on the search', '?q[$regex]=.*'],
    ['an operator on the category', '?category[$ne]=News'],
    ['the search given twice', '?q=dubai&q=abu'],
  ])('when the query carries %s, then 400 and nothing is searched', async (_label, query) => {
    const { status, body } = await getJson(`${baseUrl}/api/news${query}`);

    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});
