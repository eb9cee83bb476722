import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import {
  bothChanges,
  changePlayerResults,
  withMatchResult,
  withPlacement,
  withTitle,
  type ChangeOutcome,
  type ResultsChange,
} from './player-results';
import { publishEdition } from './ranking/ranking-editions';

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
 * tournament-completed: every player's placement (how far their team went: ranking points), and the title for both
 * champions (after a corrected final the previous champions no longer hold it). As for matches, only a later revision
 * changes what is recorded. Then the ranking's next edition, if anyone's points moved (decision 090).
 */
export async function recordTournamentResult(event: EventOf<'tournament-completed'>, logger: Logger): Promise<void> {
  const { tournamentId, tournamentTitle, tier, level, completedAt, teams, champion, previousChampion, revision } = event.data;
  const changes = new Map<string, ResultsChange>();
  const add = (playerId: string, change: ResultsChange) => {
    const before = changes.get(playerId);
    changes.set(playerId, before ? bothChanges(before, change) : change);
  };
  const holds = (isChampion: boolean) => (results: Parameters<ResultsChange>[0]) =>
    withTitle(results, { tournament_id: tournamentId, revision, champion: isChampion });
  for (const team of teams) {
    const placement = {
      tournament_id: tournamentId,
      tournament_title: tournamentTitle,
      tier,
      level,
      reached: team.reached,
      completed_at: new Date(completedAt),
      revision,
    };
    for (const playerId of team.players) {
      const partnerId = team.players.find((other) => other !== playerId) ?? null;
      add(playerId, (results) => withPlacement(results, { ...placement, partner_id: partnerId }));
    }
  }
  for (const playerId of previousChampion?.players ?? []) add(playerId, holds(false));
  for (const playerId of champion.players) add(playerId, holds(true));
  const outcomes = await applyChanges(event.id, changes, logger);
  logger.info({ tournamentId, revision, champion: champion.teamId, ...outcomes }, 'tournament result recorded');
  const { published, edition } = await publishEdition(
    {
      reason: 'tournament-completed',
      tournament: { id: tournamentId, title: tournamentTitle },
      playerIds: [...changes.keys()],
      asOf: new Date(),
    },
    logger,
  );
  logger.info({ tournamentId, revision, published, edition: edition?.number }, 'ranking after tournament');
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
