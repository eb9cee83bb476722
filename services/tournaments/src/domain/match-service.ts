import {
  type ApiCode,
  type BracketTeam,
  type EventEnvelope,
  type FinalScore,
  type Match,
  type MatchSchedule,
  type MatchSide,
  type ResultTeam,
  type RoundSchedule,
  type Round,
  type SetScore,
  type TournamentCompletedData,
  leagueDayStart,
} from '@padel/contracts';
import { AppError, createEvent, type Principal } from '@padel/service-kit';
import { settleDraw } from '../data-access/draw-repository';
import {
  applyMatchClaim,
  claimMatchVersion,
  findMatchClaim,
  matchClaimId,
  matchDocumentId,
  type MatchClaimRecord,
  type MatchRecord,
  type MatchState,
} from '../data-access/match-repository';
import type { TournamentRecord } from '../data-access/tournament-repository';
import { championOf, EMPTY_SCORE, finalOf, isFinished, withRecord, type Bracket } from './bracket-view';
import { leagueToday } from './display-status';
import { bracketOf, managedTournament, refreshProgress } from './draw-service';
import { assertNoDoubleBooking, placementAfter, type Placement } from './order-of-play';
import { formatOfLevel, ScoringError, scoreFromPoints, validateSets } from './padel-scoring';

/** Who asks for a change, which version of the match they saw, and the key that makes a repeated request count once. */
export interface MatchRequest {
  caller: Principal;
  tournamentId: string;
  matchId: string;
  idempotencyKey: string | null;
}

interface MatchContext {
  tournament: TournamentRecord;
  bracket: Bracket;
  match: Match;
  /** The stored state, or the state of a match never changed (scheduled, version 0). */
  state: MatchState;
}

async function loadMatch(request: MatchRequest): Promise<MatchContext> {
  const tournament = await managedTournament(request.caller, request.tournamentId, 'ONLY_ORGANIZER_CAN_SCORE');
  const bracket = await bracketOf(String(tournament._id));
  const match = bracket?.matches.get(request.matchId);
  if (!bracket || !match) throw new AppError(404, 'MATCH_NOT_FOUND');
  const record = bracket.records.get(match.id);
  const state: MatchState = record ?? {
    _id: matchDocumentId(bracket.draw._id, match.id),
    draw_id: bracket.draw._id,
    tournament_id: bracket.draw.tournament_id,
    match_id: match.id,
    status: 'scheduled',
    points: [],
    score: EMPTY_SCORE,
    winner: null,
    outcome: null,
    court: null,
    starts_at: null,
    version: 0,
    revision: 0,
    started_at: null,
    completed_at: null,
    updated_at: bracket.draw.drawn_at,
  };
  return { tournament, bracket, match, state };
}

const withoutOutbox = ({ outbox: _outbox, ...state }: MatchState & { outbox?: unknown }): MatchState => state;

/** The current match after a request was already counted (same idempotency key), or 409. */
async function replayOrConflict(request: MatchRequest, claimId: string): Promise<Match> {
  const claim = await findMatchClaim(claimId);
  if (claim && request.idempotencyKey && claim.idempotency_key === request.idempotencyKey) {
    await applyMatchClaim(claim);
    const bracket = await bracketOf(request.tournamentId);
    const match = bracket?.matches.get(request.matchId);
    if (match) return match;
  }
  throw new AppError(409, 'SCORE_CHANGED');
}

/** The fields a change sets (the rest of the state stays). */
type Change = (context: MatchContext, now: Date) => Partial<Omit<MatchState, '_id' | 'draw_id' | 'tournament_id' | 'match_id' | 'version'>>;

/**
 * One change of a match, as one single-document write: the request names the version it saw; the change claims the
 * next version by insert (of concurrent changes one wins, the others get 409; the same idempotency key again gets the
 * match as it is), then writes the new state with its events. The first change that starts a match settles the draw
 * for play, so the draw can no longer be removed.
 */
async function changeMatch(request: MatchRequest, seenVersion: number | null, change: Change): Promise<Match> {
  const context = await loadMatch(request);
  const { state, bracket, tournament } = context;
  const nextVersion = state.version + 1;
  if (seenVersion !== null && seenVersion !== state.version) return replayOrConflict(request, matchClaimId(state._id, seenVersion + 1));

  const now = new Date();
  const next: MatchState = {
    ...withoutOutbox(state),
    ...change(context, now),
    _id: state._id,
    version: nextVersion,
    updated_at: now,
  };
  if (state.status === 'scheduled' && next.status !== 'scheduled') {
    const settled = await settleDraw({ _id: bracket.draw._id, by: 'play', at: now });
    if (!settled.claimed && settled.existing.by === 'removal') throw new AppError(409, 'DRAW_REMOVED_MEANWHILE');
  }
  const claim: MatchClaimRecord = {
    _id: matchClaimId(state._id, nextVersion),
    idempotency_key: request.idempotencyKey,
    by: request.caller.sub,
    claimed_at: now,
    state: next,
    events: eventsOf(tournament, bracket, { ...next, outbox: [] }),
  };
  const claimed = await claimMatchVersion(claim);
  if (!claimed.claimed) {
    // A change that stopped after its claim is finished here, so the match never stays behind its claims.
    await applyMatchClaim(claimed.existing);
    return replayOrConflict(request, claim._id);
  }
  await applyMatchClaim(claim);
  const after = await refreshProgress(String(tournament._id));
  return (after?.matches.get(request.matchId) ?? withRecord(bracket, { ...next, outbox: [] }).matches.get(request.matchId)) as Match;
}

const resultTeam = (team: BracketTeam | null): ResultTeam => ({
  teamId: team?.team_id ?? '',
  players: (team?.players ?? []).map((player) => player.id),
});

/** How far each team of the draw went: the latest round it played, `winner` for the champion. */
function reachedRounds(bracket: Bracket, champion: BracketTeam): Array<ResultTeam & { reached: Round | 'winner' }> {
  const reached = new Map<string, Round>();
  for (const match of bracket.matches.values()) {
    for (const team of [match.team1, match.team2]) if (team) reached.set(team.team_id, match.round);
  }
  return bracket.draw.slots.flatMap((team) => {
    if (!team) return [];
    const round = reached.get(team.team_id) ?? finalOf(bracket).round;
    return [{ ...resultTeam(team), reached: team.team_id === champion.team_id ? 'winner' : round }];
  });
}

/**
 * The events of a change: match-updated for the match (and for the next match when its team changes); match-completed
 * when the match finishes or its result is corrected; tournament-completed when that match is the final.
 */
function eventsOf(tournament: TournamentRecord, before: Bracket, record: MatchRecord): EventEnvelope[] {
  const after = withRecord(before, record);
  const tournamentId = String(tournament._id);
  const previous = before.matches.get(record.match_id) as Match;
  const match = after.matches.get(record.match_id) as Match;
  const events: EventEnvelope[] = [createEvent('match-updated', { tournamentId, match }, 'tournaments')];
  const nextMatch = match.next_match_id ? after.matches.get(match.next_match_id) : undefined;
  if (nextMatch && previous.winner !== match.winner) {
    events.push(createEvent('match-updated', { tournamentId, match: nextMatch }, 'tournaments'));
  }
  if (!isFinished(match.status) || !match.winner || !record.outcome) return events;

  const wasFinished = isFinished(previous.status) && previous.winner;
  const completedAt = (record.completed_at ?? record.updated_at).toISOString();
  const tier = tournament.tier ?? tournament.category;
  events.push(
    createEvent(
      'match-completed',
      {
        tournamentId,
        tournamentTitle: tournament.title,
        level: tournament.level,
        tier,
        matchId: match.id,
        round: match.round,
        team1: resultTeam(match.team1),
        team2: resultTeam(match.team2),
        winner: match.winner,
        outcome: record.outcome,
        sets: match.score.sets,
        completedAt,
        revision: record.revision,
        previous: wasFinished
          ? { winner: previous.winner as MatchSide, outcome: before.records.get(match.id)?.outcome ?? 'completed' }
          : null,
      },
      'tournaments',
    ),
  );
  const champion = match.next_match_id === null ? championOf(after) : null;
  if (champion) {
    const data = tournamentCompletedData(tournament, after, champion, {
      completedAt,
      revision: record.revision,
      previousChampion: championOf(before),
    });
    events.push(createEvent('tournament-completed', data, 'tournaments'));
  }
  return events;
}

/** tournament-completed for a bracket whose final `champion` has won (also used by the demo seed). */
export function tournamentCompletedData(
  tournament: Pick<TournamentRecord, '_id' | 'title' | 'tier' | 'category' | 'level'>,
  bracket: Bracket,
  champion: BracketTeam,
  result: { completedAt: string; revision: number; previousChampion: BracketTeam | null },
): TournamentCompletedData {
  return {
    tournamentId: String(tournament._id),
    tournamentTitle: tournament.title,
    tier: tournament.tier ?? tournament.category,
    level: tournament.level,
    completedAt: result.completedAt,
    champion: resultTeam(champion),
    teams: reachedRounds(bracket, champion),
    revision: result.revision,
    previousChampion: result.previousChampion ? resultTeam(result.previousChampion) : null,
  };
}

/**
 * Scoring opens on the tournament's first day in the league's calendar (decision 203): before it, every change of a
 * score (point, undo, result, walkover, retirement, correction) is 409 TOURNAMENT_NOT_STARTED naming that day.
 * Drawing and scheduling stay open (draws are made days before).
 */
function assertScoringOpen(tournament: TournamentRecord, now: Date): void {
  if (leagueToday(now) < tournament.start_date) {
    throw new AppError(409, 'TOURNAMENT_NOT_STARTED', { params: { date: new Date(leagueDayStart(tournament.start_date)).toISOString() } });
  }
}

function assertTeamsKnown(match: Match): void {
  if (!match.team1 || !match.team2) throw new AppError(409, 'TEAMS_NOT_KNOWN');
}

const notScorable: Partial<Record<Match['status'], ApiCode>> = {
  completed: 'MATCH_COMPLETED_USE_FINAL_SCORE',
  walkover: 'MATCH_WALKOVER_USE_FINAL_SCORE',
  retired: 'MATCH_RETIRED_USE_FINAL_SCORE',
};

/** A point to `team`: the first one makes the match live; the point that decides it completes it. */
export function scorePoint(request: MatchRequest, point: { team: MatchSide; version: number }): Promise<Match> {
  return changeMatch(request, point.version, ({ match, state, tournament }, now) => {
    assertScoringOpen(tournament, now);
    assertTeamsKnown(match);
    const refusal = notScorable[state.status];
    if (refusal) throw new AppError(409, refusal);
    const points = [...state.points, point.team];
    const { score, winner } = scoreOrConflict(() => scoreFromPoints(points, formatOfLevel(tournament.level)));
    return {
      status: winner ? 'completed' : 'live',
      points,
      score,
      winner,
      outcome: winner ? 'completed' : null,
      revision: winner ? state.revision + 1 : state.revision,
      started_at: state.started_at ?? now,
      completed_at: winner ? now : null,
    };
  });
}

/** The 409 code when a correction would change the winner of a match whose next match (of this round) has started. */
const NEXT_MATCH_STARTED = {
  'round-of-64': 'NEXT_MATCH_STARTED_ROUND_OF_64',
  'round-of-32': 'NEXT_MATCH_STARTED_ROUND_OF_32',
  'round-of-16': 'NEXT_MATCH_STARTED_ROUND_OF_16',
  'quarter-final': 'NEXT_MATCH_STARTED_QUARTER_FINAL',
  'semi-final': 'NEXT_MATCH_STARTED_SEMI_FINAL',
  final: 'NEXT_MATCH_STARTED_FINAL',
} as const satisfies Record<Round, ApiCode>;

/** The answer for a score that cannot happen: its code and params, as the organizer is told. */
function conflictOf(status: 400 | 409, { code, params }: ScoringError): AppError {
  return new AppError(status, code, { params });
}

function scoreOrConflict<T>(score: () => T): T {
  try {
    return score();
  } catch (error) {
    if (error instanceof ScoringError) throw conflictOf(409, error);
    throw error;
  }
}

/** Takes back the last point of a live match. */
export function undoPoint(request: MatchRequest, undo: { version: number }): Promise<Match> {
  return changeMatch(request, undo.version, ({ state, tournament }, now) => {
    assertScoringOpen(tournament, now);
    const refusal = notScorable[state.status];
    if (refusal) throw new AppError(409, refusal);
    if (state.points.length === 0) throw new AppError(409, 'NO_POINT_TO_UNDO');
    const points = state.points.slice(0, -1);
    const { score } = scoreFromPoints(points, formatOfLevel(tournament.level));
    return { status: 'live', points, score, winner: null, outcome: null, completed_at: null };
  });
}

function validSets(sets: readonly SetScore[], level: TournamentRecord['level'], finished: boolean): MatchSide | null {
  try {
    return validateSets(sets, formatOfLevel(level), { finished }).winner;
  } catch (error) {
    if (error instanceof ScoringError) throw conflictOf(400, error);
    throw error;
  }
}

const normalizedSets = (sets: readonly SetScore[]): SetScore[] =>
  sets.map((set) => ({ team1: set.team1, team2: set.team2, tiebreak: set.tiebreak ?? null }));

/**
 * The result at once (completed with its sets, walkover, retirement with the sets played), or the correction of a
 * finished match. A correction that changes the winner is refused (409, naming it) once the next match has started;
 * otherwise the next match's team follows by itself.
 */
export function enterFinalScore(request: MatchRequest, result: FinalScore): Promise<Match> {
  return changeMatch(request, result.version, ({ match, state, tournament, bracket }, now) => {
    assertScoringOpen(tournament, now);
    assertTeamsKnown(match);
    let winner: MatchSide;
    let sets: SetScore[] = [];
    if (result.outcome === 'completed') {
      sets = normalizedSets(result.sets);
      winner = validSets(sets, tournament.level, true) as MatchSide;
    } else if (result.outcome === 'retired') {
      sets = normalizedSets(result.sets);
      if (validSets(sets, tournament.level, false)) throw new AppError(400, 'SETS_DECIDE_MATCH');
      winner = result.winner;
    } else {
      winner = result.winner;
    }
    const nextMatch = match.next_match_id ? bracket.matches.get(match.next_match_id) : undefined;
    if (isFinished(state.status) && state.winner !== winner && nextMatch && nextMatch.status !== 'scheduled') {
      throw new AppError(409, NEXT_MATCH_STARTED[nextMatch.round], { params: { match: nextMatch.id } });
    }
    return {
      status: result.outcome,
      points: [],
      score: { sets, game: null },
      winner,
      outcome: result.outcome,
      revision: state.revision + 1,
      started_at: state.started_at ?? now,
      completed_at: now,
    };
  });
}

/** Where and when the match is played (any status); it claims the next version like every change. */
export function scheduleMatch(request: MatchRequest, schedule: MatchSchedule): Promise<Match> {
  return changeMatch(request, null, ({ match, bracket }) => {
    const placement = placementAfter(match, schedule);
    assertNoDoubleBooking(bracket.matches.values(), new Map([[match.id, placement]]));
    return { court: placement.court, starts_at: placement.starts_at ? new Date(placement.starts_at) : null };
  });
}

/**
 * Courts and start times of several matches at once (a round): every match must exist and the whole order of play
 * must be free of double bookings before any match is written (404 / 409 change nothing). Matches already placed as
 * asked are left alone; each other one is written as one change of that match (a version of its own, its event).
 */
export async function scheduleRound(caller: Principal, tournamentId: string, schedule: RoundSchedule): Promise<Match[]> {
  const tournament = await managedTournament(caller, tournamentId, 'ONLY_ORGANIZER_CAN_SCORE');
  const bracket = await bracketOf(String(tournament._id));
  if (!bracket) throw new AppError(404, 'NOT_DRAWN');
  const planned = new Map<string, Placement>();
  for (const slot of schedule.matches) {
    const match = bracket.matches.get(slot.match_id);
    if (!match) throw new AppError(404, 'MATCH_NOT_FOUND');
    planned.set(match.id, placementAfter(match, slot));
  }
  assertNoDoubleBooking(bracket.matches.values(), planned);
  const answers: Match[] = [];
  for (const [matchId, placement] of planned) {
    const match = bracket.matches.get(matchId) as Match;
    const same = match.court === placement.court && instantOrNull(match.starts_at) === instantOrNull(placement.starts_at);
    answers.push(
      same
        ? match
        : await changeMatch({ caller, tournamentId: String(tournament._id), matchId, idempotencyKey: null }, null, () => ({
            court: placement.court,
            starts_at: placement.starts_at ? new Date(placement.starts_at) : null,
          })),
    );
  }
  return answers;
}

const instantOrNull = (startsAt: string | null): number | null => (startsAt ? new Date(startsAt).getTime() : null);
