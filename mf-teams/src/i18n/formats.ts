import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Category, Level, Role, Team, TournamentDisplayStatus, TournamentTier } from '@padel/contracts';
import { partnerNameOf } from '@padel/api';
import { formatsOf } from '@padel/platform';
import { useT } from './index';

/**
 * This front end's display formats in the reader's language: the shared ones (`formatsOf` of @padel/platform: dates,
 * numbers, lists, countries) and the labels of its catalog for tiers, levels, statuses and roles; a partner's name.
 */
export function useFormats() {
  const intl = useIntl();
  const t = useT();
  return useMemo(
    () => ({
      ...formatsOf(intl),
      tier: (tier: TournamentTier | Category) => t(`tier.${tier}`),
      level: (level: Level) => t(`level.${level}`),
      status: (status: TournamentDisplayStatus) => t(`tournament.status.${status}`),
      role: (role: Role) => t(`profile.role.${role}`),
      /** The other member's name as `userId` sees the team, or Unknown Partner. */
      partner: (team: Team | null | undefined, userId: string) => partnerNameOf(team, userId, t('common.unknownPartner')),
    }),
    [intl, t],
  );
}
