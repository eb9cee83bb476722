/**
 * Runs `pass` when asked, one run at a time: asking during a run makes exactly one more run after it, so work that
 * arrived meanwhile is picked up without runs piling up. A failed run goes to `onError`. For background relays.
 */
export class SerialPasses {
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs a pass now, or right after the current one. */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
  }

  /** Resolves when no pass runs (and none is due). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
