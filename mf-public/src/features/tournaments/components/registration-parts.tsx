import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { Level, Team, TournamentTier } from '@padel/contracts';
import { ChoiceRow, EmptyState, UsersIcon, UserText } from '@padel/ui-kit';
import { AppLink, useAuth } from '@padel/platform';
import { partnerNameOf } from '@padel/api';
import { T, useT } from '../../../i18n';
import { LEVEL_IDS } from '../lib/registration-forms';
import { TierBadge } from './tournament-card';
import { EntryFeeFact } from './tournament-summary';

// The registration dialog's parts: what the tournament decides, the team to enter, the notice without a confirmed team.

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

const Choices = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-size: 0.875rem;
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
export function EntryFacts({
  tier,
  level,
  entryFee,
  full = false,
}: {
  tier: TournamentTier | null | undefined;
  level: Level | undefined;
  /** The entry fee per team in dirhams, when the tournament has one (decision 198). */
  entryFee?: number | null;
  /** Every place is taken: the entry will wait on the waitlist. */
  full?: boolean;
}) {
  const t = useT();
  if (!tier && !level && !entryFee && !full) return null;
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
      {entryFee ? <EntryFeeFact amount={entryFee} testId="registration-entry-fee" /> : null}
      {full ? (
        <div>
          <dt>
            <T id="tournament.places" />
          </dt>
          <dd data-testid="registration-full">
            <T id="registration.full" />
          </dd>
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

/**
 * The confirmed team to enter, one radio per team ("You & Layla Farouk"); `error` (already translated) is shown under
 * the group once it applies, and `onLeave` marks the group visited once focus leaves it.
 */
export function TeamChoice({
  teams,
  value,
  onChange,
  onLeave,
  error,
}: {
  teams: readonly Team[];
  value: string;
  onChange: (teamId: string) => void;
  onLeave: () => void;
  error: ReactNode;
}) {
  const { user } = useAuth();
  return (
    <Choices
      // Left: focus went outside the group, not from one team to another.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'registration-team-error' : undefined}
    >
      <legend>
        <T id="registration.team" />
      </legend>
      {teams.map((team) => (
        <ChoiceRow key={team.id}>
          <input type="radio" name="registration-team" value={team.id} checked={value === team.id} onChange={() => onChange(team.id)} />
          <T id="registration.youAndPartner" values={{ partner: <UserText>{user ? partnerNameOf(team, user.id) : ''}</UserText> }} />
        </ChoiceRow>
      ))}
      {error}
    </Choices>
  );
}
