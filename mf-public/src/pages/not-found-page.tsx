import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Container } from '@padel/ui-kit';
import { useDocumentTitle } from '../lib/use-document-title';

const Centered = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 64px;
  padding-bottom: 64px;
`;

const NotFoundCard = styled(Card)`
  width: 100%;
  max-width: 480px;
  text-align: center;
`;

const Code = styled.p`
  font-size: 3rem;
  font-weight: 900;
  color: ${({ theme }) => theme.colors.accent};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

/** The generic not-found card for any path without a page. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Centered>
      <NotFoundCard>
        <CardHeader>
          <Code aria-hidden="true">404</Code>
          <CardTitle as="h1">Page Not Found</CardTitle>
          <CardDescription>The page you are looking for does not exist or has been moved.</CardDescription>
        </CardHeader>
        <CardContent>
          <HomeLink to="/">Go Home</HomeLink>
        </CardContent>
      </NotFoundCard>
    </Centered>
  );
}
