import { SectionCard } from '@padel/ui-kit';
import { HomeButtonLink } from '@padel/platform';
import { useT } from '../../../i18n';

/** SPEC §2 Enter tournament without a confirmed team: a pointer to My Teams. */
export function NoTeamCard() {
  const t = useT();
  return (
    <SectionCard titleId="no-team-title" title={t('entry.noTeam.title')} description={t('entry.noTeam.description')}>
      <HomeButtonLink href="/my-teams">{t('entry.noTeam.link')}</HomeButtonLink>
    </SectionCard>
  );
}
