import { useState } from 'react';
import styled from 'styled-components';
import { calendarUrlOf, useCalendarLink, useErrorText, useResetCalendarLink } from '@padel/api';
import { Button, Card, CardContent, CardHeader, CardTitle, ErrorState, LoadingState } from '@padel/ui-kit';
import { useT } from '../../../i18n';

const Address = styled.input`
  inline-size: 100%;
  padding: 8px 10px;
  font: inherit;
  font-size: 0.85rem;
  direction: ltr;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const Note = styled.p`
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The player's private calendar feed (decision 197): its address to copy into a calendar app, and a reset. */
export function CalendarLinkCard() {
  const t = useT();
  const errorText = useErrorText();
  const link = useCalendarLink();
  const [status, setStatus] = useState<'idle' | 'copied' | 'reset' | 'copyFailed'>('idle');
  const reset = useResetCalendarLink({ onSuccess: () => setStatus('reset') });
  const url = link.data ? calendarUrlOf(link.data) : '';
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setStatus('copied'),
      () => setStatus('copyFailed'),
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('calendar.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Note>{t('calendar.explain')}</Note>
        {link.isPending ? <LoadingState label={t('calendar.loading')} /> : null}
        {link.isError ? <ErrorState message={errorText(link.error, t('calendar.failed'))} onRetry={() => void link.refetch()} /> : null}
        {link.data ? (
          <>
            <Address
              readOnly
              value={url}
              aria-label={t('calendar.address')}
              data-testid="calendar-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Actions>
              <Button onClick={copy}>{t('calendar.copy')}</Button>
              <Button $variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
                {t('calendar.reset')}
              </Button>
            </Actions>
            <p role="status">
              {status === 'copied' ? t('calendar.copied') : null}
              {status === 'reset' ? t('calendar.wasReset') : null}
              {status === 'copyFailed' ? t('calendar.copyFailed') : null}
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
