import { z } from 'zod';
import { IsoDateSchema } from './common';

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

/** GET /api/news query string. */
export const NewsListQuerySchema = z.strictObject({
  /** Case-insensitive search in title and excerpt. */
  q: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be between 1 and 100' })
    .max(100, { error: 'Limit must be between 1 and 100' })
    .default(100),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;
