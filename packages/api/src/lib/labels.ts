import { useMemo } from 'react';
import type { Category, Hand, Level, MatchStatus, Round, TournamentDisplayStatus, TournamentTier } from '@padel/contracts';
import { useSharedT } from '@padel/ui-kit';

/** A tournament's tier in English (SPEC: Major, Gold, Silver, Bronze): for data and tests; screens use `useLabels()`. */
export const tierLabels: Record<TournamentTier, string> = { major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** The categories an organizer or a team chooses from, in the spec's order (English; screens use `useLabels()`). */
export const categoryLabels: Record<Category, string> = { gold: tierLabels.gold, silver: tierLabels.silver, bronze: tierLabels.bronze };

const TIERS = Object.keys(tierLabels) as TournamentTier[];
const CATEGORIES = Object.keys(categoryLabels) as Category[];

const recordOf = <K extends string>(keys: readonly K[], label: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;

/**
 * The league's labels in the reader's language: a tournament's tier and category ("Gold" / «الذهبية»), a round
 * ("Quarter Finals" / «الدور ربع النهائي»), a tournament's status (Live, Upcoming, Completed), a match's status, a
 * level ("Level C" / «المستوى C»), a strong hand or court side. `tiers` and `categories` are records in the order of
 * `tierLabels` and `categoryLabels` (for lists and selects).
 */
export function useLabels() {
  const t = useSharedT();
  return useMemo(() => {
    const tier = (value: TournamentTier) => t(`labels.tier.${value}` as const);
    return {
      tier,
      category: (value: Category) => tier(value),
      round: (value: Round) => t(`labels.round.${value}` as const),
      status: (value: TournamentDisplayStatus) => t(`labels.status.${value}` as const),
      matchStatus: (value: MatchStatus) => t(`labels.matchStatus.${value}` as const),
      level: (value: Level) => t('labels.level', { level: value }),
      hand: (value: Hand) => t(`labels.hand.${value}` as const),
      side: (value: Hand) => t(`labels.side.${value}` as const),
      tiers: recordOf(TIERS, tier),
      categories: recordOf(CATEGORIES, tier),
    };
  }, [t]);
}
