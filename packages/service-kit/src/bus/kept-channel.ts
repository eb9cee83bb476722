import type { Channel, ChannelModel } from 'amqplib';
import type { Logger } from 'pino';

export interface KeptChannelOptions {
  /** Names the channel in the log lines. */
  name: string;
  logger: Logger;
  /** Delay before the n-th rebuild in a row (0-based). */
  backoffMs: (attempt: number) => number;
}

/**
 * A channel that is opened again when the broker closes it while the connection stays up (a protocol error, a deleted
 * queue, the delivery-acknowledgement timeout): `setUp` runs on every new channel. When the connection itself is
 * lost, the owner calls `detach()` and `open()` again on the next connection.
 */
export abstract class KeptChannel<C extends Channel> {
  protected channel?: C;
  private connection?: ChannelModel;
  private rebuildTimer?: NodeJS.Timeout;
  private rebuilds = 0;

  constructor(protected readonly options: KeptChannelOptions) {}

  protected abstract create(connection: ChannelModel): Promise<C>;
  /** Declares what the channel needs (topology, consumers); runs with `this.channel` already set. */
  protected abstract setUp(channel: C): Promise<void>;
  /** Forgets per-channel state (consumer tags) when the channel is gone. */
  protected abstract forget(): void;

  protected get logger(): Logger {
    return this.options.logger;
  }

  /** Whether a channel is open now. */
  get isOpen(): boolean {
    return Boolean(this.channel);
  }

  /** Opens the channel on `connection` and sets it up; throws when that fails. */
  async open(connection: ChannelModel): Promise<void> {
    this.connection = connection;
    clearTimeout(this.rebuildTimer);
    const channel = await this.create(connection);
    channel.on('error', (error: Error) => this.logger.warn({ err: error, channel: this.options.name }, 'amqp channel error'));
    channel.on('close', () => this.onClosed(channel));
    this.channel = channel;
    try {
      await this.setUp(channel);
    } catch (error) {
      if (this.channel === channel) this.channel = undefined;
      this.forget();
      await channel.close().catch(() => undefined);
      throw error;
    }
    this.rebuilds = 0;
  }

  /** The connection is gone (or closing): no rebuild on it. */
  detach(): void {
    this.connection = undefined;
    this.channel = undefined;
    this.forget();
    clearTimeout(this.rebuildTimer);
  }

  /** Closes the channel on purpose (it is rebuilt, as after any close while the connection stays up). */
  protected reopen(channel: C): void {
    void channel.close().catch(() => undefined);
  }

  /** Runs after a rebuild succeeded (not after the first open on a connection). */
  protected restored(): void {}

  private onClosed(channel: C): void {
    if (this.channel !== channel) return;
    this.channel = undefined;
    this.forget();
    if (!this.connection) return;
    this.logger.warn({ channel: this.options.name }, 'amqp channel closed while the connection is up; rebuilding it');
    this.scheduleRebuild();
  }

  private scheduleRebuild(): void {
    const connection = this.connection;
    if (!connection) return;
    const delayMs = this.options.backoffMs(this.rebuilds);
    this.rebuilds += 1;
    clearTimeout(this.rebuildTimer);
    this.rebuildTimer = setTimeout(() => {
      if (this.connection !== connection || this.channel) return;
      this.open(connection).then(
        () => {
          this.logger.info({ channel: this.options.name }, 'amqp channel rebuilt');
          this.restored();
        },
        (error: unknown) => {
          this.logger.warn({ err: error, channel: this.options.name }, 'amqp channel rebuild failed');
          if (this.connection === connection) this.scheduleRebuild();
        },
      );
    }, delayMs);
    this.rebuildTimer.unref();
  }
}
