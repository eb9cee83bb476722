import type { FinalScoreInput, Level, Match, MatchSide, SetScore } from '@padel/contracts';
import type { MessageValues } from '@padel/ui-kit';
import type { Translate } from '../../../i18n';

export type Outcome = FinalScoreInput['outcome'];

export interface SetValues {
  team1: string;
  team2: string;
  /** Tie-break points, asked when the set is 7-6. */
  tiebreak1: string;
  tiebreak2: string;
}

export interface FinalScoreValues {
  outcome: Outcome;
  winner: MatchSide | '';
  sets: SetValues[];
}

/** Level C is best of three sets, level D one set. */
export const setsOfLevel = (level: Level): number => (level === 'C' ? 3 : 1);

const emptySet: SetValues = { team1: '', team2: '', tiebreak1: '', tiebreak2: '' };
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form for `match`: empty, or its recorded result to correct. */
export function finalScoreValuesOf(match: Match, level: Level): FinalScoreValues {
  const recorded = match.status === 'completed' || match.status === 'retired' || match.status === 'walkover';
  const sets = Array.from({ length: setsOfLevel(level) }, (_, index) => {
    const set = match.score.sets[index];
    if (!recorded || !set) return emptySet;
    return { team1: text(set.team1), team2: text(set.team2), tiebreak1: text(set.tiebreak?.team1), tiebreak2: text(set.tiebreak?.team2) };
  });
  return { outcome: recorded ? (match.status as Outcome) : 'completed', winner: recorded ? (match.winner ?? '') : '', sets };
}

/** 7-6 either way: the set went to a tie-break. */
export const needsTiebreak = (set: SetValues): boolean =>
  (set.team1.trim() === '7' && set.team2.trim() === '6') || (set.team1.trim() === '6' && set.team2.trim() === '7');

const whole = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** A rule the form breaks: a message of the catalog and its arguments, said in the reader's language when shown. */
export interface ScoreProblem {
  id: Parameters<Translate>[0];
  values?: MessageValues;
}

/** A set of the league's rules: 6 with a 2-game lead, 7-5, or 7-6 through a tie-break to 7 with a 2-point lead. */
function finishedSetError(set: SetScore, number: number): ScoreProblem | null {
  const high = Math.max(set.team1, set.team2);
  const low = Math.min(set.team1, set.team2);
  const finished = (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
  if (!finished) return { id: 'finalScore.problem.unfinished', values: { number, team1: set.team1, team2: set.team2 } };
  if (low !== 6) return null;
  const tiebreak = set.tiebreak;
  const setWinner = set.team1 > set.team2 ? 'team1' : 'team2';
  const loser = setWinner === 'team1' ? 'team2' : 'team1';
  const won = tiebreak ? tiebreak[setWinner] : 0;
  const lost = tiebreak ? tiebreak[loser] : 0;
  if (!tiebreak || won < 7 || won - lost < 2 || (won > 7 && won - lost !== 2)) {
    return { id: 'finalScore.problem.tiebreak', values: { number } };
  }
  return null;
}

export type ParsedFinalScore = { ok: true; score: FinalScoreInput } | { ok: false; errors: ScoreProblem[] };

/** The form as the request the server takes (with the version seen), or the rules it breaks. */
export function parseFinalScore(values: FinalScoreValues, level: Level, version: number): ParsedFinalScore {
  const errors: ScoreProblem[] = [];
  if (values.outcome !== 'completed' && values.winner === '') errors.push({ id: 'finalScore.chooseWinner' });
  if (values.outcome === 'walkover') {
    return errors.length > 0
      ? { ok: false, errors }
      : { ok: true, score: { outcome: 'walkover', winner: values.winner as MatchSide, version } };
  }

  const filled = values.sets.map((set) => [set.team1, set.team2].some((value) => value.trim() !== ''));
  const lastFilled = filled.lastIndexOf(true);
  const sets: SetScore[] = [];
  values.sets.slice(0, lastFilled + 1).forEach((set, index) => {
    const team1 = whole(set.team1);
    const team2 = whole(set.team2);
    if (team1 === null || team2 === null || team1 > 7 || team2 > 7) {
      errors.push({ id: 'finalScore.problem.games', values: { number: index + 1 } });
      return;
    }
    const tiebreak1 = whole(set.tiebreak1);
    const tiebreak2 = whole(set.tiebreak2);
    const tiebreak = needsTiebreak(set) && tiebreak1 !== null && tiebreak2 !== null ? { team1: tiebreak1, team2: tiebreak2 } : null;
    sets.push(tiebreak ? { team1, team2, tiebreak } : { team1, team2 });
  });
  if (errors.length > 0) return { ok: false, errors };

  if (values.outcome === 'retired') {
    return errors.length > 0
      ? { ok: false, errors }
      : { ok: true, score: { outcome: 'retired', winner: values.winner as MatchSide, sets, version } };
  }

  if (sets.length === 0) return { ok: false, errors: [{ id: 'finalScore.problem.noSets' }] };
  sets.forEach((set, index) => {
    const error = finishedSetError(set, index + 1);
    if (error) errors.push(error);
  });
  if (errors.length > 0) return { ok: false, errors };
  const needed = level === 'C' ? 2 : 1;
  const won = { team1: 0, team2: 0 };
  for (const [index, set] of sets.entries()) {
    if (won.team1 === needed || won.team2 === needed) {
      return { ok: false, errors: [{ id: 'finalScore.problem.tooMany', values: { number: index + 1 } }] };
    }
    won[set.team1 > set.team2 ? 'team1' : 'team2'] += 1;
  }
  if (won.team1 < needed && won.team2 < needed) {
    return { ok: false, errors: [{ id: level === 'C' ? 'finalScore.problem.decidingSet' : 'finalScore.problem.enterSet' }] };
  }
  return { ok: true, score: { outcome: 'completed', sets, version } };
}
