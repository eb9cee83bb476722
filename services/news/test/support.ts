import { randomBytes } from 'node:crypto';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import { releaseAll } from '@padel/tools/testing/release-all';
import mongoose from 'mongoose';
import { start, stop } from '../src/app';
import { NewsModel } from '../src/data-access/news-model';

export function uniqueDbName(): string {
  return `padel_news_test_${randomBytes(4).toString('hex')}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any; contentType: string | null }> {
  const response = await fetch(url, init);
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
}

/** Stores an article of this test's own, `daysAgo` days before now. */
export async function addArticle(fields: { title: string; excerpt?: string; category?: string; daysAgo?: number }) {
  const date = new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000);
  const doc = await NewsModel.create({
    slug: `test-${randomBytes(6).toString('hex')}`,
    category: fields.category ?? 'Community',
    date,
    publish_at: date,
    title: fields.title,
    excerpt: fields.excerpt ?? 'A test article.',
    content: '<p>Test content.</p>',
  });
  return String(doc._id);
}

export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

type Caller = 'admin' | 'player' | 'partner';
const callerEmails: Record<Caller, string> = { admin: 'admin@padel.local', player: 'omar@padel.local', partner: 'noura@padel.local' };
const tokens = new Map<Caller, Promise<string>>();

/** A real Keycloak access token of a demo account: the admin, a player (Omar) or a partner (Noura). */
export function tokenOf(caller: Caller): Promise<string> {
  if (!tokens.has(caller)) {
    tokens.set(
      caller,
      passwordGrant(callerEmails[caller]).then((set) => set.access_token),
    );
  }
  return tokens.get(caller)!;
}

/** A JSON call as `caller` (no token without one). */
export async function callAs(
  caller: Caller | undefined,
  method: string,
  url: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (caller) headers.authorization = `Bearer ${await tokenOf(caller)}`;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A valid article body of this test's own. */
export const draftBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Article ${uniqueWord()}`,
  category: 'League',
  excerpt: 'A short summary of the article.',
  cover_image_url: 'https://cdn.padel.test/cover.jpg',
  content: '<p>The article text.</p>',
  ...overrides,
});

/** Writes a draft as the admin and returns its id. */
export async function writeDraft(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await callAs('admin', 'POST', `${baseUrl}/api/admin/news`, draftBody(overrides));
  if (status !== 201) throw new Error(`writing a draft answered ${status}: ${JSON.stringify(body)}`);
  return body.id as string;
}

/** The news service on a database of this file's own, lists not cached (each read sees the last change). */
export function newsServiceForTests(): () => string {
  let baseUrl = '';
  beforeAll(async () => {
    ({ url: baseUrl } = await start({ PORT: 0, MONGO_DB: uniqueDbName(), SEED_DEMO_DATA: false, NEWS_LIST_CACHE_MS: 0 }));
  });
  afterAll(() =>
    releaseAll(
      () => mongoose.connection.dropDatabase(),
      () => stop(),
    ),
  );
  return () => baseUrl;
}

/** The calls every admin route refuses: no token (401), a player's or a partner's (403). */
export function itRefusesAllButTheAdmin(call: (caller: Caller | undefined) => Promise<{ status: number; body: unknown }>): void {
  it('when there is no token, then 401', async () => {
    expect((await call(undefined)).status).toBe(401);
  });

  it.each(['player', 'partner'] as const)('when a %s calls, then 403 with the role required', async (caller) => {
    expect(await call(caller)).toMatchObject({ status: 403, body: { code: 'ROLE_REQUIRED' } });
  });
}

/** Whether the public routes show the article: its own route and the first page of the list. */
export async function publicView(baseUrl: string, id: string): Promise<{ articleStatus: number; listed: boolean }> {
  const article = await fetch(`${baseUrl}/api/news/${id}`);
  const list = (await getJson(`${baseUrl}/api/news?limit=100`)).body as { items: Array<{ id: string }> };
  return { articleStatus: article.status, listed: list.items.some((item) => item.id === id) };
}

/** An id no article has, well-formed or not: 404 for the admin as for anyone (ids are opaque). */
export function itAnswers404ForAnUnknownArticle(call: (id: string) => Promise<{ status: number; body: unknown }>): void {
  it.each([[new mongoose.Types.ObjectId().toHexString()], ['not-an-id']])('when the article %s is unknown, then 404', async (id) => {
    expect(await call(id)).toMatchObject({ status: 404, body: { code: 'NEWS_NOT_FOUND' } });
  });
}
