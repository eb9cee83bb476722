import styled from 'styled-components';
import type { Level, TournamentTier } from '@padel/contracts';
import { EmptyState, UsersIcon } from '@padel/ui-kit';
import { AppLink } from '@padel/platform';
import { T, useT } from '../../../i18n';
import { LEVEL_IDS } from '../lib/registration-forms';
import { TierBadge } from './tournament-card';

// The registration dialog's fixed parts: what the tournament decides, and the notice without a confirmed team.

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
  }
`;

const NoTeams = styled.div`
  margin-bottom: 12px;
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
`;

const ButtonLink = styled(AppLink)`
  font-weight: 600;
`;

/** The entry's tier and level, the tournament's own: facts, not choices (each only when the tournament names it). */
export function EntryFacts({ tier, level }: { tier: TournamentTier | null | undefined; level: Level | undefined }) {
  const t = useT();
  if (!tier && !level) return null;
  return (
    <Facts data-testid="registration-facts">
      {tier ? (
        <div>
          <dt>
            <T id="registration.tier" />
          </dt>
          <dd>
            <TierBadge tier={tier} />
          </dd>
        </div>
      ) : null}
      {level ? (
        <div>
          <dt>
            <T id="registration.level" />
          </dt>
          <dd>{t(LEVEL_IDS[level])}</dd>
        </div>
      ) : null}
    </Facts>
  );
}

/** No Confirmed Teams (SPEC §2), with the way to My Teams (`onLeave` closes the dialog on the way). */
export function NoConfirmedTeams({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  return (
    <NoTeams>
      <EmptyState message={t('registration.noTeams.message')} icon={<UsersIcon size={28} />}>
        <h3>
          <T id="registration.noTeams.title" />
        </h3>
        <ButtonLink href="/my-teams" onClick={onLeave}>
          <T id="registration.noTeams.link" />
        </ButtonLink>
      </EmptyState>
    </NoTeams>
  );
}
