import { act, renderHook } from '@testing-library/react';
import { useTypedParam } from './use-typed-param';

const trim = (text: string) => text.trim();

describe('useTypedParam', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('when text is typed, then it shows at once and is committed once, after typing pauses', () => {
    const commit = jest.fn();
    const { result } = renderHook(() => useTypedParam('', { normalize: trim, commit, delayMs: 250 }));

    act(() => result.current[1]('Du'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current[1]('Dubai '));
    expect(result.current[0]).toBe('Dubai ');
    act(() => jest.advanceTimersByTime(249));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));

    expect(commit.mock.calls).toEqual([['Dubai ']]);
  });

  test('when the typed text comes back to the kept value, then nothing is committed', () => {
    const commit = jest.fn();
    const { result } = renderHook(() => useTypedParam('Doha', { normalize: trim, commit, delayMs: 250 }));

    act(() => result.current[1]('Doh'));
    act(() => result.current[1](' Doha '));
    act(() => jest.advanceTimersByTime(500));

    expect(commit).not.toHaveBeenCalled();
  });

  test('when the kept value changes from outside (Back), then the box follows it', () => {
    const commit = jest.fn();
    const { result, rerender } = renderHook(({ value }) => useTypedParam(value, { normalize: trim, commit, delayMs: 250 }), {
      initialProps: { value: 'Dubai' },
    });

    rerender({ value: '' });

    expect(result.current[0]).toBe('');
    act(() => jest.advanceTimersByTime(500));
    expect(commit).not.toHaveBeenCalled();
  });
});
