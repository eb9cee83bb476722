import type { EventType, EventOf } from '@padel/contracts';
import type { Logger } from 'pino';

export interface HandlerContext {
  logger: Logger;
  /** true when the broker says this message was delivered before. */
  redelivered: boolean;
}

export interface Subscription<T extends EventType> {
  /**
   * `<service>.<event-type>`; a durable queue bound to the event type, with retry queues `<queue>.retry-after.<ms>` and
   * `<queue>.dlq` for the events that cannot be handled (see `EventBus`).
   */
  queue: string;
  type: T;
  /** Does the work; must be idempotent in its own writes (the processed-events record is written after it). */
  handler: (event: EventOf<T>, context: HandlerContext) => Promise<void>;
}

/** A subscription for any one event type. */
export type AnySubscription = { [T in EventType]: Subscription<T> }[EventType];

/**
 * Every running instance receives every event of `type` (live notifications), unlike a `Subscription`, whose durable
 * queue hands each event to one instance. Not acknowledged, not retried, not dead-lettered: an event missed while
 * disconnected is gone, so the handler must only notify (a reader that missed some catches up from the database).
 */
export interface Broadcast<T extends EventType> {
  type: T;
  handler: (event: EventOf<T>, context: Pick<HandlerContext, 'logger'>) => void | Promise<void>;
}

/** A broadcast for any one event type. */
export type AnyBroadcast = { [T in EventType]: Broadcast<T> }[EventType];
