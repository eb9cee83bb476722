export interface FixedWindowLimiter {
  /** Counts one attempt for `key`; refused once the window's limit is reached, with seconds until it resets. */
  take(key: string): { allowed: boolean; retryAfterSeconds: number };
}

/**
 * Attempts per key (a client address) in fixed windows, kept in this process's memory: enough for one gateway;
 * several replicas would need a shared store. Expired windows are dropped as the map grows.
 */
export function createFixedWindowLimiter(options: { limit: number; windowMs: number; now?: () => number }): FixedWindowLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweepAt = now() + options.windowMs;

  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    nextSweepAt = at + options.windowMs;
  };

  return {
    take(key) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + options.windowMs };
        windows.set(key, window);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
      if (window.count >= options.limit) return { allowed: false, retryAfterSeconds };
      window.count += 1;
      return { allowed: true, retryAfterSeconds };
    },
  };
}
