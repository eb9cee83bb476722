import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { cachedNewsLister } from './domain/news-service';
import { newsRouter } from './entry-points/news-router';
import { seedDemoNews } from './seed/demo-news';

/** League news articles; no events, so no broker. */
export const { logger, start, stop } = defineService({
  name: 'news',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    if (config.SEED_DEMO_DATA) await seedDemoNews(log);
  },
  routers: ({ config }) => [
    newsRouter(cachedNewsLister({ ttlMs: config.NEWS_LIST_CACHE_MS }), { articleCacheMs: config.NEWS_LIST_CACHE_MS }),
  ],
});
