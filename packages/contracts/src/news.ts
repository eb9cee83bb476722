import { z } from 'zod';
import { IsoDateSchema, PageQueryShape, pageOf, searchText } from './common';

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
