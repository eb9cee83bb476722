import { AppLink, NoticeCard, PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { Stack, TwoColumns } from '@padel/ui-kit';
import { CreateTournamentForm, RulesCard } from '../features/create-tournament';
import { MyTournaments } from '../features/my-tournaments';
import { TournamentActions } from '../features/run-tournament';
import { HousekeepingActions } from '../features/tournament-housekeeping';
import { useT } from '../i18n';

/** Organizer tools: partners only (the server enforces it too); others see Access Restricted. */
export function HostDashboardPage() {
  const t = useT();
  useDocumentTitle(t('hostDashboard.title'));
  const { user } = useAuth();
  if (!user?.roles.includes('partner')) {
    return (
      <NoticeCard title={t('accessRestricted.title')} message={t('hostDashboard.restricted.message')}>
        <AppLink href="/host-a-tournament">{t('hostDashboard.restricted.apply')}</AppLink>
      </NoticeCard>
    );
  }
  return (
    <PageLayout title={t('hostDashboard.title')} lead={t('hostDashboard.lead')}>
      <TwoColumns>
        <CreateTournamentForm />
        <Stack>
          <MyTournaments
            actions={(tournament) => (
              <>
                <TournamentActions tournament={tournament} />
                <HousekeepingActions tournament={tournament} />
              </>
            )}
          />
          <RulesCard />
        </Stack>
      </TwoColumns>
    </PageLayout>
  );
}
