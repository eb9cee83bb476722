import { defineService, upgradeOnce } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { publishUndatedArticles } from './data-access/news-repository';
import { cachedNewsLister } from './domain/news-service';
import { adminNewsRouter } from './entry-points/admin-news-router';
import { newsRouter } from './entry-points/news-router';
import { seedDemoNews } from './seed/demo-news';

/** League news articles, written by the admin (decision 201); no events, so no broker. */
export const { logger, start, stop } = defineService({
  name: 'news',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    await upgradeOnce('news-publish-at', async () => {
      log.info({ articles: await publishUndatedArticles() }, 'articles stored before scheduling given their publish time');
    });
    if (config.SEED_DEMO_DATA) await seedDemoNews(log);
  },
  routers: ({ config }) => [
    adminNewsRouter(),
    newsRouter(cachedNewsLister({ ttlMs: config.NEWS_LIST_CACHE_MS }), { articleCacheMs: config.NEWS_LIST_CACHE_MS }),
  ],
});
