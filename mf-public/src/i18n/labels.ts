import type { Reached, TournamentTier } from '@padel/contracts';
import type { MessageId } from './format';

/** A tier's name: Major, Gold, Silver, Bronze. */
export const TIER_IDS = {
  major: 'tier.major',
  gold: 'tier.gold',
  silver: 'tier.silver',
  bronze: 'tier.bronze',
} as const satisfies Record<TournamentTier, MessageId>;

/** The round a team reached, or Winner (a round's name is the same text). */
export const REACHED_IDS = {
  winner: 'reached.winner',
  final: 'reached.final',
  'semi-final': 'reached.semiFinal',
  'quarter-final': 'reached.quarterFinal',
  'round-of-16': 'reached.roundOf16',
  'round-of-32': 'reached.roundOf32',
  'round-of-64': 'reached.roundOf64',
} as const satisfies Record<Reached, MessageId>;
