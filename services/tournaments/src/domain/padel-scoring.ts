import {
  API_MESSAGES,
  apiMessage,
  type ApiCode,
  type ApiParams,
  type ApiParamsArguments,
  type GameScore,
  type Level,
  type MatchScore,
  type MatchSide,
  type SetScore,
} from '@padel/contracts';

/**
 * Padel scoring by the league rules (SPEC §1, decision 055): level C plays best of three sets, level D one set.
 * Games are played with deuce and advantage (no golden point). A set is won with 6 games and a 2-game lead, or 7-5,
 * or 7-6 through a tie-break at 6-6 played to 7 points with a 2-point lead. A match ends as soon as a side has won
 * the sets it needs.
 */

export type Side = MatchSide;

export interface MatchFormat {
  setsToWin: 1 | 2;
}

/** Level D plays one set; level C best of three. */
export function formatOfLevel(level: Level): MatchFormat {
  return level === 'C' ? { setsToWin: 2 } : { setsToWin: 1 };
}

/** A score that cannot happen; its message (by code, with params) is shown to the organizer. */
export class ScoringError<C extends ApiCode = ApiCode> extends Error {
  readonly code: C;
  readonly params: ApiParams | undefined;

  constructor(code: C, ...[params]: ApiParamsArguments<C>) {
    super(apiMessage(code, params));
    this.name = 'ScoringError';
    this.code = code;
    this.params = params;
  }
}

export const MATCH_OVER = API_MESSAGES.MATCH_OVER;
export const SETS_DECIDE_MATCH = API_MESSAGES.SETS_DECIDE_MATCH;

const GAMES_TO_WIN_SET = 6;
const TIEBREAK_POINTS_TO_WIN = 7;
const POINT_LABELS = ['0', '15', '30', '40'] as const;

type Pair = { team1: number; team2: number };

/** Who is ahead by at least `lead` having reached `target`, if anyone. */
function leaderReaching(score: Pair, target: number, lead: number): Side | null {
  if (score.team1 >= target && score.team1 - score.team2 >= lead) return 'team1';
  if (score.team2 >= target && score.team2 - score.team1 >= lead) return 'team2';
  return null;
}

/** The label of a game's points for one side: '0', '15', '30', '40', 'Adv', or '' while the other side has advantage. */
export function gamePointLabel(points: number, opponentPoints: number): string {
  if (points >= 3 && opponentPoints >= 3) {
    if (points === opponentPoints) return '40';
    return points > opponentPoints ? 'Adv' : '';
  }
  return POINT_LABELS[Math.min(points, 3)] ?? '40';
}

/** The winner of a game at these points (4 points and 2 clear: deuce and advantage), or null while it goes on. */
export function gameWinner(points: Pair): Side | null {
  return leaderReaching(points, 4, 2);
}

/** The winner of a tie-break at these points (7 points and 2 clear), or null while it goes on. */
export function tiebreakWinner(points: Pair): Side | null {
  return leaderReaching(points, TIEBREAK_POINTS_TO_WIN, 2);
}

/** Games that win a set against `opponentGames`: 6-0 to 6-4, 7-5, or 7-6 (through the tie-break). */
function winsSet(games: number, opponentGames: number): boolean {
  return (
    (games === GAMES_TO_WIN_SET && opponentGames <= GAMES_TO_WIN_SET - 2) || (games === 7 && (opponentGames === 5 || opponentGames === 6))
  );
}

/** The winner of a set by its games (6-0 to 6-4, 7-5, 7-6), or null; a 7-6 set's tie-break is checked by validateSets. */
export function setWinner(set: Pair): Side | null {
  if (winsSet(set.team1, set.team2)) return 'team1';
  if (winsSet(set.team2, set.team1)) return 'team2';
  return null;
}

export function isSetWon(set: Pair): boolean {
  return setWinner(set) !== null;
}

/** Sets won by each side among the finished sets. */
export function setsWon(sets: readonly SetScore[]): Pair {
  const won = { team1: 0, team2: 0 };
  for (const set of sets) {
    const winner = setWinner(set);
    if (winner) won[winner] += 1;
  }
  return won;
}

/** The side that has won the sets the format needs, if any. */
export function matchWinner(sets: readonly SetScore[], format: MatchFormat): Side | null {
  return leaderReaching(setsWon(sets), format.setsToWin, 1);
}

/**
 * Replays the points in order. The score has every set so far, the last one in progress while the match goes on
 * (a set at 6-6 carries its tie-break points so far in `tiebreak`), and `game`, the current game (points as labels,
 * or tie-break points as digits with `tiebreak: true`); `game` is null once the match is over.
 */
export function scoreFromPoints(points: readonly Side[], format: MatchFormat): { score: MatchScore; winner: Side | null } {
  const sets: SetScore[] = [];
  let games: Pair = { team1: 0, team2: 0 };
  let game: Pair = { team1: 0, team2: 0 };
  let winner: Side | null = null;

  const inTiebreak = () => games.team1 === GAMES_TO_WIN_SET && games.team2 === GAMES_TO_WIN_SET;

  for (const point of points) {
    if (winner) throw new ScoringError('MATCH_OVER');
    game = { ...game, [point]: game[point] + 1 };
    const tiebreak = inTiebreak();
    const gameWonBy = tiebreak ? tiebreakWinner(game) : gameWinner(game);
    if (!gameWonBy) continue;
    games = { ...games, [gameWonBy]: games[gameWonBy] + 1 };
    if (setWinner(games)) {
      sets.push({ ...games, tiebreak: tiebreak ? game : null });
      games = { team1: 0, team2: 0 };
      winner = matchWinner(sets, format);
    }
    game = { team1: 0, team2: 0 };
  }

  if (winner) return { score: { sets, game: null }, winner };
  const tiebreak = inTiebreak();
  const current: GameScore = tiebreak
    ? { team1: String(game.team1), team2: String(game.team2), tiebreak: true }
    : { team1: gamePointLabel(game.team1, game.team2), team2: gamePointLabel(game.team2, game.team1), tiebreak: false };
  return { score: { sets: [...sets, { ...games, tiebreak: tiebreak ? game : null }], game: current }, winner: null };
}

const gamesText = (set: Pair) => `${set.team1}-${set.team2}`;

/** A score a set in progress can have: nobody has won it and it could still be reached by playing on. */
function isPossibleUnfinishedSet(set: Pair): boolean {
  return !isSetWon(set) && set.team1 <= GAMES_TO_WIN_SET && set.team2 <= GAMES_TO_WIN_SET;
}

/** A tie-break ends the moment a side has 7 points and 2 clear: past 7, the winner is exactly 2 ahead. */
function isPossibleFinishedTiebreak(points: Pair): boolean {
  const high = Math.max(points.team1, points.team2);
  return tiebreakWinner(points) !== null && (high === TIEBREAK_POINTS_TO_WIN || Math.abs(points.team1 - points.team2) === 2);
}

function assertCounts(set: number, score: Pair, refusal: 'SET_GAMES_NOT_WHOLE' | 'SET_TIEBREAK_POINTS_NOT_WHOLE'): void {
  for (const value of [score.team1, score.team2]) {
    if (!Number.isInteger(value) || value < 0) throw new ScoringError(refusal, { set });
  }
}

/** Checks set number `number`; `mayBeUnfinished` for the last set of a retirement. Returns its winner (null if unfinished). */
function checkSet(set: SetScore, number: number, mayBeUnfinished: boolean): Side | null {
  assertCounts(number, set, 'SET_GAMES_NOT_WHOLE');
  const games = gamesText(set);
  const tiebreak = set.tiebreak ?? null;
  const winner = setWinner(set);
  const isSevenSix = winner !== null && Math.min(set.team1, set.team2) === 6;

  if (winner === null && !isPossibleUnfinishedSet(set)) throw new ScoringError('SET_SCORE_IMPOSSIBLE', { set: number, games });
  if (winner === null && !mayBeUnfinished) throw new ScoringError('SET_NOT_FINISHED', { set: number, games });

  if (tiebreak) {
    assertCounts(number, tiebreak, 'SET_TIEBREAK_POINTS_NOT_WHOLE');
    const params = { set: number, tiebreak: gamesText(tiebreak) };
    const atSixAll = set.team1 === GAMES_TO_WIN_SET && set.team2 === GAMES_TO_WIN_SET;
    if (!isSevenSix && !atSixAll) throw new ScoringError('SET_HAS_NO_TIEBREAK', { set: number, games });
    if (atSixAll) {
      if (tiebreakWinner(tiebreak)) throw new ScoringError('TIEBREAK_DECIDES_SET', params);
      return null;
    }
    if (!tiebreakWinner(tiebreak)) throw new ScoringError('TIEBREAK_NOT_FINISHED', params);
    if (!isPossibleFinishedTiebreak(tiebreak)) throw new ScoringError('TIEBREAK_IMPOSSIBLE', params);
    if (tiebreakWinner(tiebreak) !== winner) throw new ScoringError('TIEBREAK_WON_BY_SET_LOSER', params);
  } else if (isSevenSix) {
    throw new ScoringError('SET_NEEDS_TIEBREAK', { set: number, games });
  }
  return winner;
}

/**
 * Validates set scores entered at once. Finished (a completed match): every set legal and complete, the last one
 * deciding the match. Unfinished (a retirement): every set but the last complete, the last one possibly in progress
 * (e.g. 3-2, or 6-6 with the tie-break so far), and the match not decided. Returns the winner the sets decide (null
 * when undecided); throws a ScoringError naming the set otherwise.
 */
export function validateSets(sets: readonly SetScore[], format: MatchFormat, options: { finished: boolean }): { winner: Side | null } {
  if (format.setsToWin === 1 && sets.length > 1) throw new ScoringError('LEVEL_D_ONE_SET');
  if (options.finished && sets.length === 0) throw new ScoringError('SET_SCORE_REQUIRED');

  const won = { team1: 0, team2: 0 };
  let winner: Side | null = null;
  for (const [index, set] of sets.entries()) {
    if (winner) throw new ScoringError('MATCH_OVER_AFTER_SET', { set: index, next: index + 1 });
    const isLast = index === sets.length - 1;
    const setWonBy = checkSet(set, index + 1, isLast && !options.finished);
    if (setWonBy) won[setWonBy] += 1;
    winner = leaderReaching(won, format.setsToWin, 1);
  }

  if (options.finished && !winner) {
    throw new ScoringError(format.setsToWin === 1 ? 'MATCH_NOT_OVER_ONE_SET' : 'MATCH_NOT_OVER_TWO_SETS');
  }
  if (!options.finished && winner) throw new ScoringError('SETS_DECIDE_MATCH');
  return { winner };
}
