import type { MatchScore, MatchSide } from '@padel/contracts';
import { scoreAfterPoint } from './next-score';

const START: MatchScore = { sets: [], game: null };

function play(points: string, level: 'C' | 'D' = 'C', from: MatchScore = START) {
  let state = { score: from, winner: null as MatchSide | null };
  for (const point of points) state = scoreAfterPoint(state.score, point === '1' ? 'team1' : 'team2', level);
  return state;
}

describe('scoreAfterPoint', () => {
  test('when the first point is played, then the first set starts at 15-0', () => {
    expect(play('1').score).toEqual({ sets: [{ team1: 0, team2: 0, tiebreak: null }], game: { team1: '15', team2: '0', tiebreak: false } });
  });

  test('when a game goes to deuce and advantage and back, then labels follow and the game is won with 2 clear', () => {
    expect(play('111222').score.game).toEqual({ team1: '40', team2: '40', tiebreak: false });
    expect(play('1112221').score.game).toEqual({ team1: 'Adv', team2: '', tiebreak: false });
    expect(play('11122212').score.game).toEqual({ team1: '40', team2: '40', tiebreak: false });
    expect(play('1112221222').score).toEqual({
      sets: [{ team1: 0, team2: 1, tiebreak: null }],
      game: { team1: '0', team2: '0', tiebreak: false },
    });
  });

  test('when six games all are played, then the tie-break counts points as digits', () => {
    const sixAll = '1111'.repeat(5) + '2222'.repeat(5) + '1111' + '2222';
    expect(play(sixAll + '12').score.game).toEqual({ team1: '1', team2: '1', tiebreak: true });
    expect(play(sixAll + '1111111').score).toEqual({
      sets: [
        { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 0 } },
        { team1: 0, team2: 0, tiebreak: null },
      ],
      game: { team1: '0', team2: '0', tiebreak: false },
    });
  });

  test('when the deciding set is won, then the match has a winner and no game (one set at level D, two at C)', () => {
    expect(play('1111'.repeat(6), 'D')).toEqual({ score: { sets: [{ team1: 6, team2: 0, tiebreak: null }], game: null }, winner: 'team1' });
    expect(play('2222'.repeat(6), 'C').winner).toBeNull();
    expect(play('2222'.repeat(12), 'C').winner).toBe('team2');
  });

  test('when it goes on from a score the server sent, then it continues that score', () => {
    const from: MatchScore = { sets: [{ team1: 3, team2: 2 }], game: { team1: '40', team2: '30', tiebreak: false } };
    expect(play('1', 'C', from).score).toEqual({
      sets: [{ team1: 4, team2: 2, tiebreak: null }],
      game: { team1: '0', team2: '0', tiebreak: false },
    });
  });
});
