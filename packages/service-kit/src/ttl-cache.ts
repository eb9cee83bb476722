/**
 * A small in-process cache for read-heavy public lists: entries live `ttlMs`, at most `maxEntries` are kept
 * (oldest dropped first), and concurrent misses for one key share a single load (no stampede on the store).
 * `ttlMs: 0` turns caching off.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const now = (this.options.now ?? Date.now)();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loadOnce = load()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, expiresAt: (this.options.now ?? Date.now)() + this.options.ttlMs });
        while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loadOnce);
    return loadOnce;
  }

  clear(): void {
    this.entries.clear();
  }
}
