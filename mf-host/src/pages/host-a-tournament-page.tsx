import { useOwnApplication } from '@padel/api';
import { PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { AppLink } from '@padel/platform';
import { LoadingState, Stack } from '@padel/ui-kit';
import { ApplicationForm, ApplicationState } from '../features/organizer-application';
import { useT } from '../i18n';

/**
 * "Host a tournament" (issue 29, item 1): a signed-in player applies to become an organizer and follows the
 * application; an organizer is sent on to the Host Dashboard.
 */
export function HostATournamentPage() {
  const t = useT();
  useDocumentTitle(t('application.title'));
  const { user } = useAuth();
  const own = useOwnApplication();
  if (user?.roles.includes('partner')) {
    return (
      <PageLayout title={t('application.title')} lead={t('application.alreadyOrganizer')}>
        <AppLink href="/host-dashboard">{t('hostDashboard.title')}</AppLink>
      </PageLayout>
    );
  }
  const application = own.data?.application ?? null;
  const open = application?.status === 'submitted' || application?.status === 'approved';
  return (
    <PageLayout title={t('application.title')} lead={t('application.lead')}>
      {own.isPending ? (
        <LoadingState />
      ) : (
        <Stack>
          {application ? <ApplicationState application={application} /> : null}
          {open ? null : <ApplicationForm />}
        </Stack>
      )}
    </PageLayout>
  );
}
