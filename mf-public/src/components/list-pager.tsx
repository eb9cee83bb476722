import { pageCount, Pager } from '@padel/ui-kit';
import { T, useT } from '../i18n';

/** A paged list's pager: "Page 2 of 7" (the last page when the list shrank under the page asked), Previous and Next. */
export function ListPager({
  answer,
  label,
  busy,
  onPage,
}: {
  answer: { page: number; limit: number; total: number };
  /** The `nav`'s accessible name, already translated. */
  label: string;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = pageCount(answer);
  return (
    <Pager
      page={answer.page}
      pages={pages}
      busy={busy}
      onPage={onPage}
      texts={{
        label,
        summary: t('pager.pageOf', { page: Math.min(answer.page, pages), pages }),
        previous: <T id="pager.previous" />,
        next: <T id="pager.next" />,
      }}
    />
  );
}
