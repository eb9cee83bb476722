import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Container, PageLead, PageTitle } from '@padel/ui-kit';

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-top: 40px;
  padding-bottom: 24px;
`;

/** Page title, lead text and content in the page column. */
export function PageLayout({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
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

/** States plainly that a screen is not open yet, instead of showing made-up data. */
export function NotAvailableYet({ what }: { what: string }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2">Not available yet</CardTitle>
        <CardDescription>{what} opens in an upcoming release of the league platform.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
