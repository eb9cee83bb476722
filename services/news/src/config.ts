import { serviceConfigSchema } from '@padel/service-kit';
import { z } from 'zod';

export const ConfigSchema = serviceConfigSchema({ port: 8014, dbName: 'padel_news' })
  // News neither publishes nor consumes events: no broker needed.
  .omit({ AMQP_URL: true })
  .extend({
    /** Load the demo articles on start (idempotent: upsert by slug). */
    SEED_DEMO_DATA: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')])
      .default(true),
    /**
     * How long a list (and an article's) answer is reused, in ms (an admin's change on another replica shows after
     * it; 0 turns the caches off). A list is kept as long as the list cache holds it: never longer than this after its read.
     */
    NEWS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  });

export type Config = z.infer<typeof ConfigSchema>;
