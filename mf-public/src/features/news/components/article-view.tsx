import styled from 'styled-components';
import { ApiError, AppLink, PageLayout, useDocumentTitle } from '@padel/platform';
import { useErrorText, useNewsArticle } from '@padel/api';
import { Badge, EmptyState, ErrorState, LoadingState, NewspaperIcon, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { SafeHtml } from './safe-html';

const Eyebrow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  font-size: 1.05rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BackToNews() {
  return (
    <AppLink href="/news">
      <T id="article.page.allNews" />
    </AppLink>
  );
}

/** /news/:id: one article as a page of its own (the link a share preview describes), else a not-found card. */
export function ArticleView({ articleId }: { articleId: string }) {
  const article = useNewsArticle(articleId);
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const notFound = article.error instanceof ApiError && article.error.status === 404;
  useDocumentTitle(article.data?.title ?? t(notFound ? 'article.page.notFound' : 'page.news.title'));
  if (article.isPending)
    return (
      <PageLayout title={t('page.news.title')}>
        <LoadingState label={t('article.page.loading')} />
      </PageLayout>
    );
  if (notFound)
    return (
      <PageLayout title={t('article.page.notFound')}>
        <EmptyState message={t('article.page.notFoundText')} icon={<NewspaperIcon size={32} />}>
          <BackToNews />
        </EmptyState>
      </PageLayout>
    );
  if (article.isError)
    return (
      <PageLayout title={t('page.news.title')}>
        <ErrorState message={errorText(article.error, t('article.page.failed'))} onRetry={() => void article.refetch()} />
      </PageLayout>
    );
  const { data } = article;
  return (
    <PageLayout title={<UserText>{data.title}</UserText>}>
      <BackToNews />
      <Eyebrow>
        <Badge $variant="secondary">{format.newsCategory(data.category)}</Badge>
        <time dateTime={data.date}>{format.leagueDay(data.date)}</time>
      </Eyebrow>
      <Excerpt>{data.excerpt}</Excerpt>
      <SafeHtml html={data.content} />
    </PageLayout>
  );
}
