import { useState } from 'react';
import styled from 'styled-components';
import type { NewsArticle } from '@padel/contracts';
import { media } from '@padel/ui-kit';
import { ArticleDialog } from './article-dialog';
import { NewsCard } from './news-card';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** News cards, each opening its article dialog; the first one is featured (two columns wide) when `featureFirst` is set. */
export function NewsGrid({ articles, featureFirst = true }: { articles: readonly NewsArticle[]; featureFirst?: boolean }) {
  const [open, setOpen] = useState<NewsArticle | null>(null);
  return (
    <>
      <Grid>
        {articles.map((article, index) => (
          <NewsCard key={article.id} article={article} featured={featureFirst && index === 0} onOpen={setOpen} />
        ))}
      </Grid>
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
    </>
  );
}
