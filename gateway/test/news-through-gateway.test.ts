import { randomBytes } from 'node:crypto';
import { NewsPageSchema } from '@padel/contracts';
import { gatewayKeepHeader } from '@padel/service-kit';
import { releaseAll } from '@padel/tools/testing/release-all';
import * as news from '../../services/news/src/app';
import { start, stop } from '../src/app';

describe('GET /api/news through the gateway', () => {
  let newsUrl: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    // The real news service, in-process on its own test database.
    ({ url: newsUrl } = await news.start({ PORT: 0, MONGO_DB: `padel_news_test_${randomBytes(4).toString('hex')}` }));
    ({ url: gatewayUrl } = await start({ PORT: 0, NEWS_URL: newsUrl }));
  });

  afterAll(() =>
    releaseAll(
      () => stop(),
      () => news.stop(),
    ),
  );

  it('when the news list is requested, then the gateway answers exactly what the service answers', async () => {
    // Act
    const [direct, proxied] = await Promise.all([fetch(`${newsUrl}/api/news?limit=5`), fetch(`${gatewayUrl}/api/news?limit=5`)]);

    // Assert
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    const [directBody, proxiedBody] = [await direct.json(), await proxied.json()];
    expect(proxiedBody).toEqual(directBody);
    expect(NewsPageSchema.parse(proxiedBody).items.length).toBeGreaterThan(0);
  });

  it('when the list is searched, then the query string reaches the service', async () => {
    // Act
    const [direct, proxied] = await Promise.all([fetch(`${newsUrl}/api/news?q=dubai`), fetch(`${gatewayUrl}/api/news?q=dubai`)]);

    // Assert
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  it("when an unknown article is requested, then the service's 404 JSON comes back with the gateway's headers", async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news/000000000000000000000000`);

    // Assert
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'News article not found', code: 'NEWS_NOT_FOUND' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
  });

  it("when a bad query is sent, then the service's 400 JSON comes back unchanged", async () => {
    // Act
    const response = await fetch(`${gatewayUrl}/api/news?limit=0`);

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  // Last: it stops the news service.
  it('when the list was just read, then the gateway answers it again by itself while the service keeps it, and never tells the client so', async () => {
    // Arrange
    const first = await fetch(`${gatewayUrl}/api/news?limit=3`);
    const firstBody = await first.text();

    // Act
    await news.stop();
    const again = await fetch(`${gatewayUrl}/api/news?limit=3`);

    // Assert
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    for (const answer of [first, again]) expect(answer.headers.get(gatewayKeepHeader)).toBeNull();
  });
});
