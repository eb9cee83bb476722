import { SectionCard } from '../../../components/section-card';
import { HomeButtonLink } from '@padel/platform';

/** SPEC §2 Enter tournament without a confirmed team: a pointer to My Teams. */
export function NoTeamCard() {
  return (
    <SectionCard
      id="no-team-title"
      title="You need a confirmed team"
      description="Invite a partner and wait for them to accept before entering a tournament."
    >
      <HomeButtonLink href="/my-teams">Go to My Teams</HomeButtonLink>
    </SectionCard>
  );
}
