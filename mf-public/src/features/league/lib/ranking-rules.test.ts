import { arabic, english } from '../../../../test/intl';
import { shareText } from './ranking-rules';

describe('shareText', () => {
  test('when the share is a common fraction, then it is said in words; otherwise as a percentage', () => {
    expect(shareText(english, 0.5)).toBe('half');
    expect(shareText(english, 0.25)).toBe('a quarter');
    expect(shareText(english, 0.6)).toBe('60%');
    expect(shareText(english, 1 / 3)).toBe('33.3%');
  });

  test('when the reader reads Arabic, then the words are Arabic and a percentage keeps Western digits', () => {
    expect(shareText(arabic, 0.5)).toBe('نصف');
    expect(shareText(arabic, 0.6)).toMatch(/^60\u200e?%\u200e?$/);
  });
});
