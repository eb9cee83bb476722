import { useState } from 'react';
import type { NewsArticle } from '@padel/contracts';
import { Grid } from '@padel/ui-kit';
import { ArticleDialog } from './article-dialog';
import { NewsCard } from './news-card';

/** News cards, each opening its article dialog; the first one is featured (two columns wide) when `featureFirst` is set. */
export function NewsGrid({ articles, featureFirst = true }: { articles: readonly NewsArticle[]; featureFirst?: boolean }) {
  const [open, setOpen] = useState<NewsArticle | null>(null);
  return (
    <>
      <Grid $columns={2} $wideColumns={3}>
        {articles.map((article, index) => (
          <NewsCard key={article.id} article={article} featured={featureFirst && index === 0} onOpen={setOpen} />
        ))}
      </Grid>
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
    </>
  );
}
