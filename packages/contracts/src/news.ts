import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema, PageQueryShape, pageOf, searchText } from './common';

export const NewsArticleSchema = z.object({
  id: z.string().min(1),
  category: z.string(),
  date: IsoDateSchema,
  title: z.string(),
  excerpt: z.string(),
  /** HTML */
  content: z.string(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;
export const NewsListSchema = z.array(NewsArticleSchema);

/** GET /api/news query string: a page of the articles, newest first, searched and filtered (decision 185). */
export const NewsListQuerySchema = z.strictObject({
  ...PageQueryShape,
  /** Case-insensitive search in title and excerpt. */
  q: searchText(100),
  /** A category, matched whole (any case). */
  category: z.string().trim().min(1).max(40).optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

/** The News page's stat cards and category badges, over every article (not the page). */
export const NewsStatsSchema = z.object({
  total_articles: z.number().int().min(0),
  /** Articles dated within the last 7 days. */
  this_week: z.number().int().min(0),
  /** Every category, in alphabetical order. */
  categories: z.array(z.string()),
});
export type NewsStats = z.infer<typeof NewsStatsSchema>;

export const NewsPageSchema = pageOf(NewsArticleSchema).extend({ stats: NewsStatsSchema });
export type NewsPage = z.infer<typeof NewsPageSchema>;

// ---- The admin's news authoring (issue 29; decision 201) ----

/** The spec's news categories (the demo articles' and the News page's badges). */
export const NEWS_CATEGORIES = ['Tournaments', 'Players', 'League', 'Community', 'Training'] as const;
export const NewsCategorySchema = z.enum(NEWS_CATEGORIES, { error: 'Must be Tournaments, Players, League, Community or Training' });
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

/**
 * The HTML an article may keep (decision 201): the news service's sanitizer stores only these, and the page's DOMPurify
 * renders only these again. Links keep http(s) and mailto hrefs (with rel="noopener noreferrer"), images https srcs.
 */
export const NEWS_HTML_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'strong',
  'em',
  'figure',
  'figcaption',
] as const;
export const NEWS_HTML_ATTRIBUTES = { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] } as const;

/** draft: never shown; scheduled: shown from its publish time on; published: shown. */
export const NewsStateSchema = z.enum(['draft', 'scheduled', 'published'], { error: 'Must be draft, scheduled or published' });
export type NewsState = z.infer<typeof NewsStateSchema>;

const articleText = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** POST /api/admin/news and PUT /api/admin/news/:id: an article's fields (the content is sanitized before it is stored). */
export const NewsDraftSchema = z.strictObject({
  title: articleText(3, 160, 'Title must be 3 to 160 characters'),
  category: NewsCategorySchema,
  excerpt: articleText(10, 300, 'Excerpt must be 10 to 300 characters'),
  cover_image_url: z
    .url({ protocol: /^https$/, error: 'Cover image must be an https URL' })
    .max(500, { error: 'Cover image must be an https URL' })
    .nullable()
    .default(null),
  content: articleText(1, 100_000, 'Content must be 1 to 100,000 characters'),
});
export type NewsDraft = z.infer<typeof NewsDraftSchema>;

/** POST /api/admin/news/:id/schedule: when the article starts to show (in the future). */
export const NewsScheduleSchema = z.strictObject({
  publish_at: IsoDateTimeSchema.refine((value) => Date.parse(value) > Date.now(), { error: 'The publish time must be in the future' }),
});
export type NewsSchedule = z.infer<typeof NewsScheduleSchema>;

/** One article as the admin sees it: any state, with its publish time. */
export const AdminNewsArticleSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  /** Sanitized HTML, as the public page shows it. */
  content: z.string(),
  state: NewsStateSchema,
  publish_at: IsoDateTimeSchema.nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type AdminNewsArticle = z.infer<typeof AdminNewsArticleSchema>;

/** GET /api/admin/news: every article, newest created first, optionally of one state. */
export const AdminNewsListQuerySchema = z.strictObject({ ...PageQueryShape, state: NewsStateSchema.optional() });
export type AdminNewsListQuery = z.infer<typeof AdminNewsListQuerySchema>;
export const AdminNewsPageSchema = pageOf(AdminNewsArticleSchema);
export type AdminNewsPage = z.infer<typeof AdminNewsPageSchema>;
