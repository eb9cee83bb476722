import { anyMatchStarted, drawDoneText } from './draw';
import { draw, match } from '../../../../test/fixtures';
import { translator } from '../../../../test/intl';

const t = translator('en');
const ar = translator('ar');

describe('draw texts', () => {
  test('when the confirmation is asked, then it names how many teams take part', () => {
    expect(t('draw.question', { count: 6 })).toBe('Draw 6 teams?');
    expect(t('draw.question', { count: 1 })).toBe('Draw 1 team?');
  });

  test('when the confirmation is asked in Arabic, then the count takes the Arabic plural forms', () => {
    expect(ar('draw.question', { count: 2 })).toBe('إجراء القرعة بين فريقين؟');
    expect(ar('draw.question', { count: 6 })).toBe('إجراء القرعة بين 6 فرق؟');
    expect(ar('draw.question', { count: 16 })).toBe('إجراء القرعة بين 16 فريقًا؟');
  });

  test('when entries missed the draw, then the success text says how many', () => {
    expect(drawDoneText(t, 'Draw made', 0)).toBe('Draw made');
    expect(drawDoneText(t, 'Draw made', 1)).toBe('Draw made. 1 entry still awaiting a partner missed the draw.');
    expect(drawDoneText(t, 'Draw made', 2)).toBe('Draw made. 2 entries still awaiting a partner missed the draw.');
  });

  test('when entries missed the draw in Arabic, then the sentence agrees with the count', () => {
    const made = ar('draw.done.message', { teams: 8 });
    expect(made).toBe('أُجريت القرعة بمشاركة 8 فرق');
    expect(drawDoneText(ar, made, 2)).toBe(`${made}. لم يدخل القرعةَ تسجيلان لا يزالان بانتظار الشريك.`);
  });

  test('when any match is live or over, then the draw has started', () => {
    expect(anyMatchStarted(draw())).toBe(false);
    expect(anyMatchStarted(draw([match({ status: 'live' })]))).toBe(true);
  });
});
