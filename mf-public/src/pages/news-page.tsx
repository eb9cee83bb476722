import styled from 'styled-components';
import { Container, PageLead, PageTitle } from '@padel/ui-kit';
import { NewsBoard } from '../features/news';
import { useDocumentTitle } from '@padel/platform';

const Section = styled(Container)`
  padding-top: 40px;
  padding-bottom: 24px;
  display: flex;
  flex-direction: column;
  gap: 28px;
`;

export function NewsPage() {
  useDocumentTitle('News');
  return (
    <Section>
      <header>
        <PageTitle>News</PageTitle>
        <PageLead>Results, stories and announcements from across the league.</PageLead>
      </header>
      <NewsBoard />
    </Section>
  );
}
