import { useMemo, useState } from 'react';
import type { NewsArticle } from '@padel/contracts';
import { ALL_CATEGORIES, categoriesOf, filterNews } from '../lib/news-filters';

export function useNewsFilters(articles: readonly NewsArticle[]) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => [ALL_CATEGORIES, ...categoriesOf(articles)], [articles]);
  const visible = useMemo(() => filterNews(articles, search, category), [articles, search, category]);
  return { search, setSearch, category, setCategory, categories, visible };
}
