import {
  connectMongo,
  createLogger,
  createServiceApp,
  disconnectMongo,
  loadConfig,
  mongoReady,
  startHttpServer,
  tokenVerifierFromConfig,
  type HttpServer,
} from '@padel/service-kit';
import { ConfigSchema, type Config } from './config';
import { insertMissingNews } from './data-access/news-repository';
import { demoNews } from './domain/demo-news';
import { cachedNewsLister } from './domain/news-service';
import { newsRouter } from './entry-points/news-router';

export const logger = createLogger('news');

let server: HttpServer | undefined;

/** Starts the news service (PORT 0 picks a free port). */
export async function start(overrides: Partial<Config> = {}): Promise<{ port: number; url: string }> {
  if (server) throw new Error('news service already started');
  const config = loadConfig(ConfigSchema, { ...process.env, ...overrides });
  await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB, logger, maxPoolSize: config.MONGO_MAX_POOL_SIZE });
  if (config.SEED_DEMO_DATA) {
    const added = await insertMissingNews(demoNews());
    logger.info({ added }, 'demo news loaded');
  }
  const app = createServiceApp({
    name: 'news',
    logger,
    routers: [newsRouter(cachedNewsLister({ ttlMs: config.NEWS_LIST_CACHE_MS }))],
    verifier: tokenVerifierFromConfig(config),
    ready: async () => ({ mongo: mongoReady() }),
  });
  server = await startHttpServer(app, config.PORT);
  return { port: server.port, url: `http://127.0.0.1:${server.port}` };
}

/** Stops accepting requests, finishes in-flight ones, then closes the database connection. */
export async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  await running?.close();
  await disconnectMongo();
}
