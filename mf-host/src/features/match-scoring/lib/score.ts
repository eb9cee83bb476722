import { FINISHED_MATCH_STATUSES, type Match, type MatchSide } from '@padel/contracts';
import type { Translate } from '../../../i18n';

export const SIDES: readonly MatchSide[] = ['team1', 'team2'];

/** The team's name as the bracket shows it, or "To be decided" while the slot waits for a winner. */
export const teamName = (t: Translate, match: Match, side: MatchSide): string => match[side]?.name ?? t('match.toBeDecided');

export const isFinished = (match: Match): boolean => FINISHED_MATCH_STATUSES.includes(match.status);

/** Points are scored while the match is scheduled (the first point starts it) or live, once both teams are known. */
export const canScorePoints = (match: Match): boolean =>
  match.team1 !== null && match.team2 !== null && (match.status === 'scheduled' || match.status === 'live');

/** The last point can be taken back while the match is live; a finished match is corrected with its final score. */
export const canUndo = (match: Match): boolean => match.status === 'live';

/** "Won by Omar Haddad / Layla Farouk (walkover)". */
export function resultText(t: Translate, match: Match): string | null {
  if (!match.winner) return null;
  return t('match.wonBy', { team: teamName(t, match, match.winner), status: match.status });
}
