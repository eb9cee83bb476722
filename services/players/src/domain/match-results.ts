import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { changePlayerResults, withMatchResult, withTitle, type ChangeOutcome, type ResultsChange } from './player-results';

/**
 * match-completed: the match counts for its four players (matches played, wins, losses). A later revision replaces
 * the result it corrects; the same or an older revision changes nothing (decision 056).
 */
export async function recordMatchResult(event: EventOf<'match-completed'>, logger: Logger): Promise<void> {
  const { tournamentId, matchId, team1, team2, winner, outcome, revision } = event.data;
  const changes = new Map<string, ResultsChange>();
  for (const [side, team] of [['team1', team1] as const, ['team2', team2] as const]) {
    for (const playerId of team.players) {
      const result = { tournament_id: tournamentId, match_id: matchId, revision, won: side === winner, outcome };
      changes.set(playerId, (results) => withMatchResult(results, result));
    }
  }
  const outcomes = await applyChanges(event.id, changes, logger);
  logger.info({ tournamentId, matchId, revision, ...outcomes }, 'match result recorded');
}

/**
 * tournament-completed: both champions hold the title; after a corrected final the previous champions no longer do.
 * As for matches, only a later revision changes what is recorded.
 */
export async function recordTournamentResult(event: EventOf<'tournament-completed'>, logger: Logger): Promise<void> {
  const { tournamentId, champion, previousChampion, revision } = event.data;
  const changes = new Map<string, ResultsChange>();
  const holds = (playerId: string, isChampion: boolean) =>
    changes.set(playerId, (results) => withTitle(results, { tournament_id: tournamentId, revision, champion: isChampion }));
  for (const playerId of previousChampion?.players ?? []) holds(playerId, false);
  for (const playerId of champion.players) holds(playerId, true);
  const outcomes = await applyChanges(event.id, changes, logger);
  logger.info({ tournamentId, revision, champion: champion.teamId, ...outcomes }, 'tournament result recorded');
}

/** Applies each player's change; a player without a profile here is skipped with a log line. */
async function applyChanges(eventId: string, changes: Map<string, ResultsChange>, logger: Logger) {
  const done = await Promise.all(
    [...changes].map(async ([playerId, change]) => [playerId, await changePlayerResults(playerId, eventId, change, logger)] as const),
  );
  const having = (outcome: ChangeOutcome) => done.filter(([, o]) => o === outcome).map(([playerId]) => playerId);
  for (const playerId of having('no-profile')) logger.info({ playerId, eventId }, 'result not counted: no profile for this player here');
  return { applied: having('applied'), unchanged: having('unchanged'), skipped: having('no-profile') };
}
