import { NoticeCard, PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { Stack, TwoColumns } from '@padel/ui-kit';
import { CreateTournamentForm, RulesCard } from '../features/create-tournament';
import { MyTournaments } from '../features/my-tournaments';
import { TournamentActions } from '../features/run-tournament';

export const ACCESS_RESTRICTED_TITLE = 'Access Restricted';
export const ACCESS_RESTRICTED_MESSAGE = "Only the organizers' organization hosts tournaments.";

/** Organizer tools: partners only (the server enforces it too); others see Access Restricted. */
export function HostDashboardPage() {
  useDocumentTitle('Host Dashboard');
  const { user } = useAuth();
  if (!user?.roles.includes('partner')) {
    return <NoticeCard title={ACCESS_RESTRICTED_TITLE} message={ACCESS_RESTRICTED_MESSAGE} />;
  }
  return (
    <PageLayout title="Host Dashboard" lead="Create tournaments and follow your own events.">
      <TwoColumns>
        <CreateTournamentForm />
        <Stack>
          <MyTournaments actions={(tournament) => <TournamentActions tournament={tournament} />} />
          <RulesCard />
        </Stack>
      </TwoColumns>
    </PageLayout>
  );
}
