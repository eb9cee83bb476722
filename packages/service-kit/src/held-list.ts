/**
 * A small whole list a service holds in memory to answer public reads (decision 185): loaded on first use, and loaded
 * again before answering once `version()` moved (a change this process made: its own writes are seen at once) or once
 * older than `maxAgeMs` (changes other processes made: never seen later than that). Concurrent reads share one load.
 * `maxAgeMs: 0` turns holding off: every read loads.
 */
export class HeldList<T> {
  private held?: { value: T; version: number; loadedAt: number };
  private loading?: { version: number; promise: Promise<T> };

  constructor(private readonly options: { load: () => Promise<T>; maxAgeMs: number; version?: () => number; now?: () => number }) {}

  async get(): Promise<T> {
    if (this.options.maxAgeMs <= 0) return this.options.load();
    const version = this.options.version?.() ?? 0;
    const held = this.held;
    if (!held || held.version !== version || this.now() - held.loadedAt >= this.options.maxAgeMs) return this.reload(version);
    return held.value;
  }

  /** Forgets the held copy: the next read loads. */
  clear(): void {
    this.held = undefined;
  }

  private reload(version: number): Promise<T> {
    if (this.loading?.version === version) return this.loading.promise;
    const promise = this.options
      .load()
      .then((value) => {
        if (!this.held || this.held.version <= version) this.held = { value, version, loadedAt: this.now() };
        return value;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { version, promise };
    return promise;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
