import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@padel/ui-kit';
import { useT } from '../../../i18n';

const Prose = styled.div`
  line-height: 1.7;
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1em;
  }
  h2,
  h3,
  h4 {
    margin: 1.2em 0 0.5em;
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
    height: auto;
  }
  blockquote {
    padding-inline-start: 14px;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Allow-list sanitising of the article HTML (DOMPurify, loaded only when an article is opened). */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import(/* webpackChunkName: "dompurify" */ 'dompurify');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Renders HTML from our news service after sanitising it. */
export function SafeHtml({ html }: { html: string }) {
  const t = useT();
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    setClean(null);
    sanitizeArticleHtml(html).then(
      (result) => active && setClean(result),
      (error: unknown) => {
        console.error('Could not prepare the article content', error);
        if (active) setClean('');
      },
    );
    return () => {
      active = false;
    };
  }, [html]);
  if (clean === null) return <Spinner label={t('news.article.loading')} />;
  return <Prose data-testid="article-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
