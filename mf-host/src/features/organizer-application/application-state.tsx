import type { OrganizerApplication } from '@padel/contracts';
import { useErrorText, useWithdrawApplication } from '@padel/api';
import { AppLink, useDates, useToast } from '@padel/platform';
import { Badge, Button, SectionCard, UserText } from '@padel/ui-kit';
import { T, useT } from '../../i18n';

/** The caller's application and its state: submitted (withdrawable), approved, rejected with its reason, withdrawn. */
export function ApplicationState({ application }: { application: OrganizerApplication }) {
  const t = useT();
  const { toast } = useToast();
  const errorText = useErrorText();
  const dates = useDates();
  const withdraw = useWithdrawApplication({
    onSuccess: () => toast({ title: t('application.withdrawn.title') }),
    onError: (error) =>
      toast({
        title: t('application.error.title'),
        description: errorText(error, t('application.error.fallback')),
        variant: 'destructive',
      }),
  });
  return (
    <SectionCard
      titleId="application-state-heading"
      title={<T id="application.state.title" />}
      description={<UserText>{application.organization_name}</UserText>}
    >
      <p>
        <Badge $variant={application.status === 'rejected' ? 'destructive' : application.status === 'approved' ? 'accent' : 'secondary'}>
          {t(`application.status.${application.status}`)}
        </Badge>
        <span>{t('application.submittedOn', { date: dates.localDay(application.submitted_at) })}</span>
      </p>
      {application.status === 'rejected' && application.reason ? (
        <p>
          <T id="application.reasonIs" values={{ reason: <UserText>{application.reason}</UserText> }} />
        </p>
      ) : null}
      {application.status === 'approved' ? (
        <p>
          <T
            id={application.role_granted ? 'application.approved.signInAgain' : 'application.approved.pending'}
            values={{ link: <AppLink href="/host-dashboard">{t('hostDashboard.title')}</AppLink> }}
          />
        </p>
      ) : null}
      {application.status === 'submitted' ? (
        <Button $variant="outline" disabled={withdraw.isPending} onClick={() => withdraw.mutate(application.id)}>
          <T id="application.withdraw" />
        </Button>
      ) : null}
    </SectionCard>
  );
}
