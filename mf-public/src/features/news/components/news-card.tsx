import styled, { css } from 'styled-components';
import type { NewsArticle } from '@padel/contracts';
import { Badge, Card, CalendarIcon, media, UserText } from '@padel/ui-kit';
import { CardOpenButton } from '../../../components/card-open-button';
import { useFormat } from '../../../i18n/format';

const Article = styled(Card).attrs({ as: 'article' })<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${({ $featured }) =>
    $featured &&
    css`
      ${media.md} {
        grid-column: span 2;
      }
      background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
      color: #f5f8fb;
      border-color: transparent;
      p {
        color: rgba(245, 248, 251, 0.85);
      }
    `}
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DateText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

const Title = styled.h3<{ $featured: boolean }>`
  font-size: ${({ $featured }) => ($featured ? '1.5rem' : '1.15rem')};
  font-weight: 700;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export function NewsCard({
  article,
  featured = false,
  onOpen,
}: {
  article: NewsArticle;
  featured?: boolean;
  onOpen: (article: NewsArticle) => void;
}) {
  const format = useFormat();
  return (
    <Article $featured={featured} data-testid="news-card">
      <Meta style={featured ? { color: 'rgba(245, 248, 251, 0.85)' } : undefined}>
        <Badge $variant={featured ? 'accent' : 'secondary'}>{format.newsCategory(article.category)}</Badge>
        <DateText>
          <CalendarIcon size={14} />
          <time dateTime={article.date}>{format.leagueDay(article.date)}</time>
        </DateText>
      </Meta>
      <Title $featured={featured}>
        <CardOpenButton onClick={() => onOpen(article)}>
          <UserText>{article.title}</UserText>
        </CardOpenButton>
      </Title>
      <Excerpt>{article.excerpt}</Excerpt>
    </Article>
  );
}
