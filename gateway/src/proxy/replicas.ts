/**
 * The replicas of one upstream service (PLAYERS_URL and the like may list several): each request starts with the next
 * one in turn, and one that refused a connection is tried last until `restMs` passed, so a replica that is restarting
 * costs its neighbours no failed first attempts.
 */
export class Replicas {
  private next = 0;
  private readonly restingUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly URL[],
    private readonly restMs = 2_000,
  ) {
    if (urls.length === 0) throw new Error('Replicas need at least one URL');
  }

  /** The order in which one request tries the replicas. */
  order(now = Date.now()): readonly URL[] {
    // One replica: nothing to turn or put last (a refused one is tried anyway).
    if (this.urls.length === 1) return this.urls;
    const start = this.next;
    this.next = (this.next + 1) % this.urls.length;
    const turn = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const resting = (url: URL) => (this.restingUntil.get(url.href) ?? 0) > now;
    return [...turn.filter((url) => !resting(url)), ...turn.filter(resting)];
  }

  /** `url` refused a connection: it goes last for a while. */
  refused(url: URL, now = Date.now()): void {
    this.restingUntil.set(url.href, now + this.restMs);
  }
}
