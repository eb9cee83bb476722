import {
  finalScoreValuesOf,
  parseFinalScore as parse,
  type FinalScoreValues,
  type ParsedFinalScore,
  type SetValues,
} from './final-score-form';
import { match } from '../../../../test/fixtures';
import { translator } from '../../../../test/intl';

const t = translator('en');
/** The result with its problems as the English page says them. */
const inEnglish = (result: ParsedFinalScore) =>
  result.ok ? result : { ok: false, errors: result.errors.map(({ id, values }) => t(id, values)) };
const parseFinalScore = (...args: Parameters<typeof parse>) => inEnglish(parse(...args));

const set = (team1: string, team2: string, tiebreak1 = '', tiebreak2 = ''): SetValues => ({ team1, team2, tiebreak1, tiebreak2 });
const completed = (...sets: SetValues[]): FinalScoreValues => ({ outcome: 'completed', winner: '', sets });
const none = set('', '');

describe('parseFinalScore', () => {
  test.each([
    [
      '6-4 6-3',
      [set('6', '4'), set('6', '3'), none],
      [
        { team1: 6, team2: 4 },
        { team1: 6, team2: 3 },
      ],
    ],
    [
      '4-6 7-5 6-0',
      [set('4', '6'), set('7', '5'), set('6', '0')],
      [
        { team1: 4, team2: 6 },
        { team1: 7, team2: 5 },
        { team1: 6, team2: 0 },
      ],
    ],
    [
      '7-6(7-5) 6-7(10-12) 6-2',
      [set('7', '6', '7', '5'), set('6', '7', '10', '12'), set('6', '2')],
      [
        { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 5 } },
        { team1: 6, team2: 7, tiebreak: { team1: 10, team2: 12 } },
        { team1: 6, team2: 2 },
      ],
    ],
  ])('when level C is %s, then the sets are sent with the version', (_, sets, expected) => {
    expect(parseFinalScore(completed(...sets), 'C', 3)).toEqual({ ok: true, score: { outcome: 'completed', sets: expected, version: 3 } });
  });

  test.each([
    ['a set 6-5', 'C', [set('6', '5'), set('6', '0'), none], 'Set 1: 6-5 is not a finished set (6 games with a 2-game lead, 7-5 or 7-6)'],
    ['a set 8-6', 'C', [set('8', '6'), set('6', '0'), none], 'Set 1: games are whole numbers from 0 to 7'],
    ['a set 7-3', 'C', [set('7', '3'), set('6', '0'), none], 'Set 1: 7-3 is not a finished set (6 games with a 2-game lead, 7-5 or 7-6)'],
    [
      '7-6 without tie-break points',
      'C',
      [set('7', '6'), set('6', '0'), none],
      "Set 1: the tie-break is won by the set's winner with 7 points and a 2-point lead",
    ],
    [
      'a tie-break 7-6',
      'C',
      [set('7', '6', '7', '6'), set('6', '0'), none],
      "Set 1: the tie-break is won by the set's winner with 7 points and a 2-point lead",
    ],
    [
      'a tie-break won by the loser',
      'C',
      [set('7', '6', '3', '7'), set('6', '0'), none],
      "Set 1: the tie-break is won by the set's winner with 7 points and a 2-point lead",
    ],
    ['a third set after 2-0', 'C', [set('6', '0'), set('6', '0'), set('6', '0')], 'Set 3 is one too many: the match was already won'],
    ['one set each', 'C', [set('6', '0'), set('0', '6'), none], 'A level C match is won by two sets: enter the deciding set'],
    ['no set', 'C', [none, none, none], 'Enter the games of each set'],
    ['a set with letters', 'C', [set('six', '0'), none, none], 'Set 1: games are whole numbers from 0 to 7'],
  ] as const)('when level %s… %s, then it is refused with a message', (_, level, sets, message) => {
    expect(parseFinalScore(completed(...sets), level, 0)).toEqual({ ok: false, errors: [message] });
  });

  test('when level D has one set, then it is sent; a second set is refused', () => {
    expect(parseFinalScore(completed(set('6', '3')), 'D', 1)).toEqual({
      ok: true,
      score: { outcome: 'completed', sets: [{ team1: 6, team2: 3 }], version: 1 },
    });
    expect(parseFinalScore(completed(set('6', '3'), set('6', '1')), 'D', 1)).toEqual({
      ok: false,
      errors: ['Set 2 is one too many: the match was already won'],
    });
  });

  test('when a walkover or a retirement has no winner, then the winner is asked for', () => {
    expect(parseFinalScore({ outcome: 'walkover', winner: '', sets: [] }, 'C', 0)).toEqual({ ok: false, errors: ['Choose the winner'] });
    expect(parseFinalScore({ outcome: 'retired', winner: '', sets: [none] }, 'C', 0)).toEqual({ ok: false, errors: ['Choose the winner'] });
  });

  test('when a walkover or a retirement names the winner, then it is sent (a retirement with the sets played, the last unfinished)', () => {
    expect(parseFinalScore({ outcome: 'walkover', winner: 'team2', sets: [set('6', '1')] }, 'C', 2)).toEqual({
      ok: true,
      score: { outcome: 'walkover', winner: 'team2', version: 2 },
    });
    expect(parseFinalScore({ outcome: 'retired', winner: 'team1', sets: [set('6', '1'), set('2', '1'), none] }, 'C', 2)).toEqual({
      ok: true,
      score: {
        outcome: 'retired',
        winner: 'team1',
        sets: [
          { team1: 6, team2: 1 },
          { team1: 2, team2: 1 },
        ],
        version: 2,
      },
    });
  });
});

describe('finalScoreValuesOf', () => {
  test('when the match is finished, then the form holds its result to correct; otherwise it is empty', () => {
    const done = match({
      status: 'completed',
      winner: 'team1',
      score: {
        sets: [
          { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 4 } },
          { team1: 6, team2: 2 },
        ],
        game: null,
      },
    });

    expect(finalScoreValuesOf(done, 'C')).toEqual({
      outcome: 'completed',
      winner: 'team1',
      sets: [set('7', '6', '7', '4'), set('6', '2'), none],
    });
    expect(finalScoreValuesOf(match(), 'D')).toEqual({ outcome: 'completed', winner: '', sets: [none] });
  });
});
