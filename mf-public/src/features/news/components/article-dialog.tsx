import styled from 'styled-components';
import type { NewsArticle } from '@padel/contracts';
import { AppLink } from '@padel/platform';
import { Badge, Dialog } from '@padel/ui-kit';
import { T } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { SafeHtml } from './safe-html';

const Eyebrow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  margin: 12px 0 18px;
  font-size: 1.05rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Category, date, title, excerpt and the article's HTML content. */
export function ArticleDialog({ article, onClose }: { article: NewsArticle | null; onClose: () => void }) {
  const format = useFormat();
  return (
    <Dialog
      open={article !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="720px"
      title={article?.title ?? ''}
      eyebrow={
        article ? (
          <Eyebrow>
            <Badge $variant="secondary">{format.newsCategory(article.category)}</Badge>
            <time dateTime={article.date}>{format.leagueDay(article.date)}</time>
            <AppLink href={`/news/${encodeURIComponent(article.id)}`} onClick={onClose}>
              <T id="article.page.link" />
            </AppLink>
          </Eyebrow>
        ) : null
      }
    >
      {article ? (
        <>
          <Excerpt>{article.excerpt}</Excerpt>
          <SafeHtml html={article.content} />
        </>
      ) : null}
    </Dialog>
  );
}
