import { randomBytes } from 'node:crypto';
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
  const doc = await NewsModel.create({
    slug: `test-${randomBytes(6).toString('hex')}`,
    category: fields.category ?? 'Community',
    date: new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000),
    title: fields.title,
    excerpt: fields.excerpt ?? 'A test article.',
    content: '<p>Test content.</p>',
  });
  return String(doc._id);
}

export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;
