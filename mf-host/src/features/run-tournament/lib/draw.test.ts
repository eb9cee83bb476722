import { anyMatchStarted, drawDoneText, drawQuestion } from './draw';
import { draw, match } from '../../../../test/fixtures';

describe('draw texts', () => {
  test('when the confirmation is asked, then it names how many teams take part', () => {
    expect(drawQuestion(6)).toBe('Draw 6 teams?');
    expect(drawQuestion(1)).toBe('Draw 1 team?');
  });

  test('when entries missed the draw, then the success text says how many', () => {
    const response = { message: 'Draw made', draw: draw(), missed_entries: 0 };
    expect(drawDoneText(response)).toBe('Draw made');
    expect(drawDoneText({ ...response, missed_entries: 1 })).toBe('Draw made. 1 entry still awaiting a partner missed the draw.');
    expect(drawDoneText({ ...response, missed_entries: 2 })).toBe('Draw made. 2 entries still awaiting a partner missed the draw.');
  });

  test('when any match is live or over, then the draw has started', () => {
    expect(anyMatchStarted(draw())).toBe(false);
    expect(anyMatchStarted(draw([match({ status: 'live' })]))).toBe(true);
  });
});
