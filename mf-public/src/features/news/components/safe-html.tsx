import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NEWS_HTML_ATTRIBUTES, NEWS_HTML_TAGS } from '@padel/contracts';
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

const ALLOWED_ATTR = [...new Set(Object.values(NEWS_HTML_ATTRIBUTES).flat())];
let hooked = false;

/**
 * Allow-list sanitising of the article HTML (DOMPurify, loaded only when an article is opened), with the same lists
 * as the news service's sanitizer applies before storing (decision 201): links keep http(s) and mailto hrefs and never
 * open their opener, images keep https srcs only.
 */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import(/* webpackChunkName: "dompurify" */ 'dompurify');
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
      if (node.nodeName === 'IMG' && !/^https:\/\//i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    });
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...NEWS_HTML_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
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
