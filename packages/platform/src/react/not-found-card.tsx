import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Container, SharedT } from '@padel/ui-kit';
import { AppLink } from './navigation';

const Centered = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 64px;
  padding-bottom: 64px;
`;

const NotFound = styled(Card)`
  width: 100%;
  max-width: 480px;
  text-align: center;
`;

const Code = styled.p`
  font-size: 3rem;
  font-weight: 900;
  color: ${({ theme }) => theme.colors.accentInk};
`;

export const HomeButtonLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding-block: 0;
  padding-inline: 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

/** The generic not-found card (SPEC §2 "any other" route). */
export function NotFoundCard() {
  return (
    <Centered>
      <NotFound>
        <CardHeader>
          <Code aria-hidden="true">{404}</Code>
          <CardTitle as="h1">
            <SharedT id="platform.notFound.title" />
          </CardTitle>
          <CardDescription>
            <SharedT id="platform.notFound.description" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <HomeButtonLink href="/">
            <SharedT id="platform.notFound.home" />
          </HomeButtonLink>
        </CardContent>
      </NotFound>
    </Centered>
  );
}
