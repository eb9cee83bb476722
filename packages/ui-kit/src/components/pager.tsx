import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SharedT, useSharedT } from '../i18n/messages';
import { Button } from './button';

/** The summary at the inline start, Previous and Next at the inline end (below it on a narrow phone). */
const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    margin-inline-end: auto;
  }
`;

/** How many pages `total` items make at `limit` a page (at least 1). */
export const pageCount = ({ total, limit }: { total: number; limit: number }): number => Math.max(1, Math.ceil(total / limit));

export interface PagerTexts {
  /** The `nav`'s accessible name ("Tournament pages"). */
  label: string;
  /** Read when the page changes ("Page 2 of 7"). */
  summary: ReactNode;
  previous: ReactNode;
  next: ReactNode;
}

/**
 * A list's pager: a `nav` named by `label`, the summary (announced politely) and Previous / Next, which are disabled
 * at either end and while the next page loads (`busy`). With a single page it shows only the summary.
 */
export function Pager({
  page,
  pages,
  busy = false,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  busy?: boolean;
  onPage: (page: number) => void;
  texts: PagerTexts;
}) {
  return (
    <Bar aria-label={texts.label}>
      <p aria-live="polite">{texts.summary}</p>
      {pages > 1 ? (
        <>
          <Button $variant="outline" disabled={busy || page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
            {texts.previous}
          </Button>
          <Button $variant="outline" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
            {texts.next}
          </Button>
        </>
      ) : null}
    </Bar>
  );
}

/**
 * A paged list's pager with the shared texts: "Page 2 of 7" (the last page when the list shrank under the page asked),
 * Previous and Next; nothing at all with `hideSingle` while everything fits on one page.
 */
export function ListPager({
  answer,
  label,
  busy,
  onPage,
  hideSingle = false,
}: {
  answer: { page: number; limit: number; total: number };
  /** The `nav`'s accessible name, already translated. */
  label: string;
  busy: boolean;
  onPage: (page: number) => void;
  hideSingle?: boolean;
}) {
  const t = useSharedT();
  const pages = pageCount(answer);
  if (hideSingle && pages <= 1) return null;
  return (
    <Pager
      page={answer.page}
      pages={pages}
      busy={busy}
      onPage={onPage}
      texts={{
        label,
        summary: t('pager.pageOf', { page: Math.min(answer.page, pages), pages }),
        previous: <SharedT id="pager.previous" />,
        next: <SharedT id="pager.next" />,
      }}
    />
  );
}

/** A paged query's pager ("Page 2 of 7"): nothing before its first answer, nor while everything fits on one page. */
export function QueryPager({
  query,
  label,
  onPage,
}: {
  query: { data?: { page: number; limit: number; total: number }; isPlaceholderData: boolean };
  /** The `nav`'s accessible name, already translated. */
  label: string;
  onPage: (page: number) => void;
}) {
  return query.data ? <ListPager answer={query.data} label={label} busy={query.isPlaceholderData} onPage={onPage} hideSingle /> : null;
}
