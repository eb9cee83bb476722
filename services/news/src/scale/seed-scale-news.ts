import mongoose from 'mongoose';
import { insertInBatches, withScaleDatabase } from '@padel/service-kit';
import { NewsModel } from '../data-access/news-model';
import type { ScaleArticle } from './scale-news';

export interface SeedScaleNewsOptions {
  mongoUrl: string;
  dbName: string;
  /** Empty the database first; without it a database holding generated articles is refused. */
  replace: boolean;
  articles: ScaleArticle[];
  log: (line: string) => void;
}

/** Writes the news service's part of a generated league (scale-news.ts) through the driver, then the model's indexes. */
export async function seedScaleNews(options: SeedScaleNewsOptions): Promise<void> {
  const news = () => mongoose.connection.collection<ScaleArticle>(NewsModel.collection.collectionName);
  await withScaleDatabase(
    options,
    async () => options.articles.length > 0 && (await news().findOne({ _id: options.articles[0]!._id })) !== null,
    async () => {
      await insertInBatches(news(), options.articles, 'news', options.log);
      const started = Date.now();
      await NewsModel.createIndexes();
      options.log(`news indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  );
}
