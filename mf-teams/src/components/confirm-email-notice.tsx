import { ApiError, useAuth } from '@padel/platform';
import { useResendVerificationMail } from '@padel/api';
import { Button, SectionCard, UserText } from '@padel/ui-kit';
import { T, useT } from '../i18n';
import { useOutcomeToasts } from './outcome-toasts';

/**
 * Shown while the signed-in user's address is unconfirmed (issue 33): invitations sent to it wait until it is, so say
 * so and offer the mail again. Once the realm has confirmed it, the session is renewed and the notice goes away.
 */
export function ConfirmEmailNotice({ reason }: { reason: 'invitations' | 'accept' }) {
  const t = useT();
  const { user, refreshSession } = useAuth();
  const outcome = useOutcomeToasts()(t('verify.resent.title'), t('verify.resent.description'), t('verify.resendFailed'));
  const resend = useResendVerificationMail({
    onSuccess: outcome.onSuccess,
    onError: (error) => {
      outcome.onError(error);
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') void refreshSession?.();
    },
  });
  if (user?.emailVerified !== false) return null;

  return (
    <SectionCard
      titleId="confirm-email-title"
      title={t(reason === 'accept' ? 'verify.accept.title' : 'verify.invitations.title')}
      description={<T id="verify.description" values={{ email: <UserText>{user.email}</UserText> }} />}
      data-testid="confirm-email-notice"
    >
      <Button $variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('verify.resending') : t('verify.resend')}
      </Button>
    </SectionCard>
  );
}
