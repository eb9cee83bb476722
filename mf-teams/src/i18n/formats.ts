import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Category, Level, Role, Team, TournamentDisplayStatus, TournamentTier } from '@padel/contracts';
import { parseIsoDate, partnerOf } from '@padel/api';
import { useT } from './index';

/**
 * This front end's display formats in the reader's language (react-intl's locale; the league's time zone): dates
 * ("January 5, 2026" / "5 يناير 2026", Western digits), numbers, and the labels of tiers, levels, statuses, roles and
 * the seeded Gulf countries (data holds their English names; any other country stays as entered); a partner's name.
 */
export function useFormats() {
  const intl = useIntl();
  const t = useT();
  return useMemo(() => {
    /** A calendar date `YYYY-MM-DD` (a tournament's day), never shifted by a time zone. */
    const longDate = (date: string) => {
      const parsed = parseIsoDate(date);
      return Number.isNaN(parsed.getTime()) ? date : intl.formatDate(parsed, { dateStyle: 'long', timeZone: 'UTC' });
    };
    return {
      longDate,
      /** One day, or "start – end" for events of several days. */
      dateRange: (start: string, end?: string | null) =>
        !end || end === start ? longDate(start) : t('date.range', { start: longDate(start), end: longDate(end) }),
      /** The league's day of an instant (an ISO date-time). */
      day: (dateTime: string) => {
        const parsed = new Date(dateTime);
        return Number.isNaN(parsed.getTime()) ? dateTime : intl.formatDate(parsed, { dateStyle: 'long' });
      },
      number: (value: number) => intl.formatNumber(value),
      /** A list of names: "A, B, C" / "A، وB، وC". */
      list: (items: readonly string[]) => intl.formatList(items, { type: 'unit', style: 'short' }),
      country: (name: string) => {
        const id = `country.${name}`;
        return intl.messages[id] ? intl.formatMessage({ id }) : name;
      },
      tier: (tier: TournamentTier | Category) => t(`tier.${tier}`),
      level: (level: Level) => t(`level.${level}`),
      status: (status: TournamentDisplayStatus) => t(`tournament.status.${status}`),
      role: (role: Role) => t(`profile.role.${role}`),
      /** The other member's name as `userId` sees the team, or Unknown Partner. */
      partner: (team: Team | null | undefined, userId: string) =>
        (team ? partnerOf(team, userId).profile?.full_name?.trim() : '') || t('common.unknownPartner'),
    };
  }, [intl, t]);
}
