import { NotAvailableYet, PageLayout, useDocumentTitle } from '@padel/platform';

/** A signed-in page whose screen arrives in a later issue. */
export function SignedInPage({ title, lead, what }: { title: string; lead: string; what: string }) {
  useDocumentTitle(title);
  return (
    <PageLayout title={title} lead={lead}>
      <NotAvailableYet what={what} />
    </PageLayout>
  );
}
