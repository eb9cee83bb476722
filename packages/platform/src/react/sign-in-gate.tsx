import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  LockIcon,
  SharedT,
  Spinner,
  useSharedT,
} from '@padel/ui-kit';
import { useAuth } from './platform-provider';
import { useSignInAction } from './use-sign-in-action';
import { useDocumentTitle } from './use-document-title';

const Centered = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 56px;
  padding-bottom: 56px;
`;

const GateCard = styled(Card)`
  width: 100%;
  max-width: 480px;
  text-align: center;
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  margin: 0 auto 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A centred card with an icon, for gates and restricted pages (`title` and `message` already translated). */
export function NoticeCard({ title, message, children }: { title: string; message: ReactNode; children?: ReactNode }) {
  return (
    <Centered>
      <GateCard>
        <CardHeader>
          <IconCircle aria-hidden="true">
            <LockIcon size={24} />
          </IconCircle>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </GateCard>
    </Centered>
  );
}

/** The tab's title while the gate stands in for the page (the page, not yet shown, would set its own). */
function GateTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * Renders `children` for signed-in users; signed-out visitors get a card whose Sign In button opens the
 * shell's Authentication dialog. Nothing but a spinner while the session is being restored. `title` and `message`
 * (already translated) default to the shared "Sign In Required" texts in the reader's language, which are also the tab's title
 * while the gate stands (issue 33, item 9: no page's title, nor the English one of index.html, is left).
 */
export function SignInGate({ children, title, message }: { children: ReactNode; title?: string; message?: string }) {
  const { status } = useAuth();
  const onSignIn = useSignInAction();
  const t = useSharedT();

  if (status === 'loading') {
    return (
      <Centered>
        <GateTitle title={t('platform.signInGate.checking')} />
        <Spinner label={t('platform.signInGate.checking')} />
      </Centered>
    );
  }
  if (status === 'signed-in') return <>{children}</>;

  return (
    <NoticeCard title={title ?? t('platform.signInGate.title')} message={message ?? t('platform.signInGate.message')}>
      <GateTitle title={title ?? t('platform.signInGate.title')} />
      <Button onClick={onSignIn}>
        <SharedT id="platform.signInGate.signIn" />
      </Button>
    </NoticeCard>
  );
}
