import { useEffect, useState } from 'react';
import { HomeButtonLink, useNavigate, NoticeCard, useToast } from '@padel/platform';
import { Button, FieldError } from '@padel/ui-kit';
import { useAcceptInvitation, useConfirmationText, useErrorText } from '@padel/api';
import { ConfirmEmailNotice } from '../../../components/confirm-email-notice';
import { useT } from '../../../i18n';

/** SPEC §9: the page moves on to My Teams this long after the team is confirmed. */
export const REDIRECT_AFTER_ACCEPT_MS = 2000;

/** The Accept Invitation action for a signed-in user; on success Team Confirmed, then My Teams. */
export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  const { toast } = useToast();
  const [confirmed, setConfirmed] = useState<{ message: string } | null>(null);
  const accept = useAcceptInvitation({
    onSuccess: (response) => {
      toast({ title: t('accept.confirmed.toast'), description: confirmationText(response, t('teams.answer.accepted.description')) });
      setConfirmed(response);
    },
    onError: (error) =>
      toast({ title: t('common.error'), description: errorText(error, t('teams.answer.acceptFailed')), variant: 'destructive' }),
  });

  useEffect(() => {
    if (confirmed === null) return;
    const timer = setTimeout(() => navigate('/my-teams'), REDIRECT_AFTER_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  if (confirmed !== null) {
    const message = confirmationText(confirmed, t('teams.answer.accepted.description'));
    return <NoticeCard title={t('accept.confirmed.title')} message={t('accept.confirmed.message', { message })} />;
  }

  const onAccept = () => accept.mutate(token);

  return (
    <NoticeCard title={t('accept.title')} message={t('accept.message')}>
      <ConfirmEmailNotice reason="accept" />
      <Button onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? t('accept.accepting') : t('accept.button')}
      </Button>
      {accept.isError ? <FieldError role="alert">{errorText(accept.error, t('teams.answer.acceptFailed'))}</FieldError> : null}
      {accept.isError ? <HomeButtonLink href="/my-teams">{t('accept.goMyTeams')}</HomeButtonLink> : null}
    </NoticeCard>
  );
}
