import { releaseAll } from '@padel/tools/testing/release-all';
import { start, stop } from '../src/app';
import { NONCE_PLACEHOLDER } from '../src/middleware/page-nonce';
import { createDist, removeDist } from './support/dist';
import { startUpstream, type TestUpstream } from './support/upstream';

const shellPage = `<!doctype html><html><head><meta charset="utf-8"><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>Padel</title><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>`;

/** A name with every character HTML gives a meaning to. */
const trickyName = 'Doha "<Open>" & Cup';

const tournament = {
  id: 't-share',
  name: trickyName,
  location: 'Doha, Qatar',
  startDate: '2026-12-05',
  endDate: '2026-12-08',
  status: 'Upcoming',
  tier: 'gold',
};
const ranking = { player: { id: 'p-share', full_name: 'Hind <Saleh>', country: 'Qatar', ranking: 7, points: 420 } };

/** A crawler of a messaging app: no Accept header a browser would send. */
const crawler = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*' };

/** The content of the page's `<meta property|name="key">`, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return raw?.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

describe('Share previews of the pages (Open Graph and Twitter card tags)', () => {
  let shellDist: string;
  let gatewayUrl: string;
  let tournaments: TestUpstream;
  let players: TestUpstream;

  beforeAll(async () => {
    shellDist = createDist({ 'index.html': shellPage, 'main.3f2a9c1b.js': 'export {};' });
    const answer = (found: Record<string, unknown>, path: string) =>
      startUpstream((request, res) => {
        const status = request.url === path ? 200 : 404;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? found : { error: 'Not found' }));
      });
    tournaments = await answer(tournament, '/api/tournaments/t-share');
    players = await answer(ranking, '/api/rankings/players/p-share');
    ({ url: gatewayUrl } = await start({ PORT: 0, SHELL_DIST: shellDist, TOURNAMENTS_URL: tournaments.url, PLAYERS_URL: players.url }));
  });

  afterAll(async () => {
    await stop();
    await Promise.all([tournaments.close(), players.close()]);
    removeDist(shellDist);
    await releaseAll();
  });

  it('when a crawler asks for a tournament page, then it gets its og:title, og:description and an og:image that exists, escaped', async () => {
    const response = await fetch(`${gatewayUrl}/tournaments/t-share`, { headers: crawler });
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).not.toContain('"<Open>"');
    expect(metaContent(html, 'og:title')).toBe(trickyName);
    expect(metaContent(html, 'twitter:title')).toBe(trickyName);
    expect(metaContent(html, 'og:description')).toBe('Gold tournament · Doha, Qatar · December 5, 2026 – December 8, 2026');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'og:image')!;
    expect(image).toBe(`${gatewayUrl}/share/league-card.png`);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('when the page is asked for in Arabic (the language cookie), then the description is in Arabic', async () => {
    const html = await (await fetch(`${gatewayUrl}/tournaments/t-share`, { headers: { ...crawler, cookie: 'language=ar' } })).text();

    expect(metaContent(html, 'og:title')).toBe(trickyName);
    expect(metaContent(html, 'og:description')).toContain('بطولة ذهبية');
    expect(metaContent(html, 'og:locale')).toBe('ar_AE');
  });

  it('when a player page is shared, then its title is the player’s name and its description their rank and points', async () => {
    const html = await (await fetch(`${gatewayUrl}/players/p-share`, { headers: { accept: 'text/html' } })).text();

    expect(metaContent(html, 'og:title')).toBe('Hind <Saleh>');
    expect(metaContent(html, 'og:description')).toBe('Rank 7 · 420 points · Qatar');
  });

  it('when the page’s data cannot be found, then the site’s own title, description and image are shared', async () => {
    const html = await (await fetch(`${gatewayUrl}/tournaments/nowhere`, { headers: crawler })).text();

    expect(metaContent(html, 'og:title')).toBe('Padel League · Season 2026');
    expect(metaContent(html, 'og:image')).toBe(`${gatewayUrl}/share/league-card.png`);
  });

  it('when a page carries the tags, then its policy and caching are a page’s: a nonce, no-store', async () => {
    const response = await fetch(`${gatewayUrl}/tournaments/t-share`, { headers: { accept: 'text/html' } });

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/style-src 'self' 'nonce-/);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });
});
