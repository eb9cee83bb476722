import path from 'node:path';
import { matchesRoute, type SiteLanguage } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';

/**
 * Share previews (decision 197): the Open Graph and Twitter card tags a page gets when its link is pasted into a
 * messaging app, written by the gateway into the served index.html from the services' data, in the page's language.
 */

/** The league card every preview shows (served by the gateway: SHARE_IMAGE_PATH). */
export const SHARE_IMAGE_PATH = '/share/league-card.png';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
/** gateway/assets, from src/static or dist/static alike. */
export const SHARE_IMAGE_DIR = path.resolve(__dirname, '../../assets');

/** What a page shares: a title, a description, an image, in one language. */
export interface SharePreview {
  title: string;
  description: string;
  /** An absolute URL (crawlers do not resolve relative ones). */
  image: string;
  url: string;
  language: SiteLanguage;
}

type Kind = 'tournament' | 'player' | 'news';

/** The routes with a preview of their own, the API path of their data and the service answering it. */
const ROUTES: Array<{ route: string; kind: Kind; api: (id: string) => string }> = [
  { route: '/tournaments/:id', kind: 'tournament', api: (id) => `/api/tournaments/${encodeURIComponent(id)}` },
  { route: '/players/:id', kind: 'player', api: (id) => `/api/rankings/players/${encodeURIComponent(id)}` },
  { route: '/news/:id', kind: 'news', api: (id) => `/api/news/${encodeURIComponent(id)}` },
];

/** The texts of the previews, in the site's two languages (the gateway has no catalog of its own). */
export const SHARE_TEXTS: Record<SiteLanguage, Record<'site' | 'siteDescription' | 'player' | 'playerUnranked' | 'tier', string>> = {
  en: {
    site: 'Padel League · Season 2026',
    siteDescription: "The Gulf's professional padel league: tournaments, rankings, teams and news. Season 2026.",
    player: 'Rank {rank} · {points} points · {country}',
    playerUnranked: 'Not ranked yet · {country}',
    tier: '{tier} tournament · {location} · {dates}',
  },
  ar: {
    site: 'دوري البادل · موسم 2026',
    siteDescription: 'دوري البادل الاحترافي في الخليج: البطولات والتصنيف والفرق والأخبار. موسم 2026.',
    player: 'المركز {rank} · {points} نقطة · {country}',
    playerUnranked: 'غير مصنّف بعد · {country}',
    tier: 'بطولة {tier} · {location} · {dates}',
  },
};

const TIER_NAMES: Record<SiteLanguage, Record<string, string>> = {
  en: { major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' },
  ar: { major: 'كبرى', gold: 'ذهبية', silver: 'فضية', bronze: 'برونزية' },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** Text for an HTML attribute or element: `&`, `<`, `>`, `"` and `'` as entities. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Plain text of at most `max` characters on one line (an article's excerpt, a name). */
const oneLine = (text: string, max = 200) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

function dateRange(language: SiteLanguage, start: string, end?: string): string {
  const format = (date: string) =>
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return !end || end === start ? format(start) : `${format(start)} – ${format(end)}`;
}

/** The title and description of a page from its data (a service's answer); undefined when the data is not of that kind. */
export function describe(
  kind: Kind,
  data: Record<string, unknown>,
  language: SiteLanguage,
): { title: string; description: string } | undefined {
  const texts = SHARE_TEXTS[language];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (kind === 'tournament' && text(data.name)) {
    const tier = TIER_NAMES[language][text(data.tier)];
    const place = text(data.location);
    const dates = text(data.startDate) ? dateRange(language, text(data.startDate), text(data.endDate) || undefined) : '';
    const description = tier ? fill(texts.tier, { tier, location: place, dates }) : [place, dates].filter(Boolean).join(' · ');
    return { title: oneLine(text(data.name)), description: oneLine(description) };
  }
  if (kind === 'player' && typeof data.player === 'object' && data.player !== null) {
    const player = data.player as Record<string, unknown>;
    const country = text(player.country);
    const description =
      typeof player.ranking === 'number'
        ? fill(texts.player, { rank: String(player.ranking), points: String(player.points ?? 0), country })
        : fill(texts.playerUnranked, { country });
    return { title: oneLine(text(player.full_name)), description: oneLine(description.replace(/ · $/, '')) };
  }
  if (kind === 'news' && text(data.title)) return { title: oneLine(text(data.title)), description: oneLine(text(data.excerpt)) };
  return undefined;
}

/** The tags of a preview, every value escaped. */
export function shareTags(preview: SharePreview): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SHARE_TEXTS[preview.language].site),
    meta('property', 'og:locale', preview.language === 'ar' ? 'ar_AE' : 'en_US'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('');
}

/** Reads a service's public JSON answer for `apiPath`; undefined when there is none (404, a failure, too slow). */
export type ReadServiceJson = (apiPath: string) => Promise<Record<string, unknown> | undefined>;

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 1000;

/**
 * The share tags of a page: for a tournament, a player or a news article from its service's data (kept a minute, the
 * latest 1,000), for any other page (or when the data cannot be read) the site's own title and description.
 */
export function createSharePreviews({ read, logger, now = Date.now }: { read: ReadServiceJson; logger: Logger; now?: () => number }) {
  const cache = new Map<string, { at: number; data: Record<string, unknown> | undefined }>();
  const dataOf = async (apiPath: string) => {
    const kept = cache.get(apiPath);
    if (kept && now() - kept.at < CACHE_MS) return kept.data;
    let data: Record<string, unknown> | undefined;
    try {
      data = await read(apiPath);
    } catch (error) {
      logger.warn({ err: error, apiPath }, 'share preview: data not read, the site’s own tags are used');
    }
    cache.delete(apiPath);
    cache.set(apiPath, { at: now(), data });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return data;
  };
  return async ({ pathname, origin, language }: { pathname: string; origin: string; language: SiteLanguage }): Promise<string> => {
    const texts = SHARE_TEXTS[language];
    const url = `${origin}${pathname}`;
    const base = { image: `${origin}${SHARE_IMAGE_PATH}`, url, language };
    const target = ROUTES.find(({ route }) => matchesRoute(route, pathname));
    if (target) {
      const id = decodedSegment(pathname.split('/').filter(Boolean)[1] ?? '');
      const data = id ? await dataOf(target.api(id)) : undefined;
      const described = data ? describe(target.kind, data, language) : undefined;
      if (described) return shareTags({ ...base, ...described });
    }
    return shareTags({ ...base, title: texts.site, description: texts.siteDescription });
  };
}
