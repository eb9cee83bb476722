import { FINISHED_MATCH_STATUSES, type Match, type MatchSide } from '@padel/contracts';

export const SIDES: readonly MatchSide[] = ['team1', 'team2'];

/** The team's name as the bracket shows it, or "To be decided" while the slot waits for a winner. */
export const teamName = (match: Match, side: MatchSide): string => match[side]?.name ?? 'To be decided';

export const isFinished = (match: Match): boolean => FINISHED_MATCH_STATUSES.includes(match.status);

/** Points are scored while the match is scheduled (the first point starts it) or live, once both teams are known. */
export const canScorePoints = (match: Match): boolean =>
  match.team1 !== null && match.team2 !== null && (match.status === 'scheduled' || match.status === 'live');

/** The last point can be taken back while the match is live; a finished match is corrected with its final score. */
export const canUndo = (match: Match): boolean => match.status === 'live';

export const statusLabels: Record<Match['status'], string> = {
  scheduled: 'Not started',
  live: 'Live',
  completed: 'Completed',
  walkover: 'Walkover',
  retired: 'Retired',
};

/** "Won by Omar Haddad / Layla Farouk (walkover)". */
export function resultText(match: Match): string | null {
  if (!match.winner) return null;
  const how = match.status === 'completed' ? '' : ` (${statusLabels[match.status].toLowerCase()})`;
  return `Won by ${teamName(match, match.winner)}${how}`;
}
