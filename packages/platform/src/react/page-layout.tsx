import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Container, PageLead, PageTitle, SharedT } from '@padel/ui-kit';

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-top: 40px;
  padding-bottom: 24px;
`;

/** Page title (translated, or a name as entered in a UserText), lead text and content in the page column. */
export function PageLayout({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Section>
      <header>
        <PageTitle>{title}</PageTitle>
        {lead ? <PageLead>{lead}</PageLead> : null}
      </header>
      {children}
    </Section>
  );
}

/** States plainly that a screen is not open yet, instead of showing made-up data; `what` names it (already translated). */
export function NotAvailableYet({ what }: { what: string }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2">
          <SharedT id="platform.notAvailable.title" />
        </CardTitle>
        <CardDescription>
          <SharedT id="platform.notAvailable.description" values={{ what }} />
        </CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
