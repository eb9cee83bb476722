import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { insertMissingNews } from './data-access/news-repository';
import { demoNews } from './domain/demo-news';
import { cachedNewsLister } from './domain/news-service';
import { newsRouter } from './entry-points/news-router';

/** League news articles; no events, so no broker. */
export const { logger, start, stop } = defineService({
  name: 'news',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    if (config.SEED_DEMO_DATA) log.info({ added: await insertMissingNews(demoNews()) }, 'demo news loaded');
  },
  routers: ({ config }) => [newsRouter(cachedNewsLister({ ttlMs: config.NEWS_LIST_CACHE_MS }))],
});
