import type { Logger } from './logger';
import { SerialPasses } from './serial-passes';

/**
 * Work done in passes, one at a time: every `intervalMs` and whenever `notify()` asks (e.g. right after something was
 * written for it). A failed pass is logged and the next one tries again; `stop()` waits for the current pass.
 */
export abstract class PollingWorker {
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private readonly passes: SerialPasses;

  protected constructor(
    private readonly intervalMs: number,
    protected readonly logger: Logger,
    failureMessage: string,
  ) {
    this.passes = new SerialPasses(
      () => this.pass(),
      (error) => this.logger.warn({ err: error }, failureMessage),
    );
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.notify(), this.intervalMs);
    this.timer.unref();
    this.notify();
  }

  /** Runs a pass now (or right after the current one). */
  notify(): void {
    if (!this.stopped) this.passes.request();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.passes.idle();
  }

  protected get isStopped(): boolean {
    return this.stopped;
  }

  protected abstract pass(): Promise<void>;
}
