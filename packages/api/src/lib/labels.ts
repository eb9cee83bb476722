import type { Category, TournamentTier } from '@padel/contracts';

/** How a tournament's tier reads on every screen (SPEC: Major, Gold, Silver, Bronze). */
export const tierLabels: Record<TournamentTier, string> = { major: 'Major', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** The categories an organizer or a team chooses from, in the spec's order. */
export const categoryLabels: Record<Category, string> = { gold: tierLabels.gold, silver: tierLabels.silver, bronze: tierLabels.bronze };
