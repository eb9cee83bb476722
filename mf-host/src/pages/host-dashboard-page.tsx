import { NoticeCard, PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { HostDashboard } from '../features/host-dashboard';

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
      <HostDashboard />
    </PageLayout>
  );
}
