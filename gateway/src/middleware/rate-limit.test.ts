import { createFixedWindowLimiter } from './rate-limit';

describe('createFixedWindowLimiter', () => {
  const clock = () => {
    let at = 1_000_000;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it('when a key reaches the limit, then further attempts are refused until the window ends', () => {
    const time = clock();
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 60_000, now: time.now });

    expect([limiter.take('a').allowed, limiter.take('a').allowed, limiter.take('a').allowed]).toEqual([true, true, false]);
    time.advance(59_000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1_000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('when another key attempts, then it has its own count', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000, now: clock().now });

    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
