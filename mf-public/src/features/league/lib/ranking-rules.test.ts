import { shareText } from './ranking-rules';

describe('shareText', () => {
  test('when the share is a common fraction, then it is said in words; otherwise as a percentage', () => {
    expect(shareText(0.5)).toBe('half');
    expect(shareText(0.25)).toBe('a quarter');
    expect(shareText(0.6)).toBe('60%');
    expect(shareText(1 / 3)).toBe('33.3%');
  });
});
