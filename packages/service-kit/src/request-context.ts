import { AsyncLocalStorage } from 'node:async_hooks';

/** What code running for one request (or one handled event) may need to know about it. */
interface RequestContext {
  /** The request id, or the correlation id of the event being handled: the events published meanwhile carry it. */
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `correlationId` as the current one, for everything it awaits or starts. */
export function withCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

/** The current request's id (or handled event's correlation id); undefined outside both (timers, start-up). */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}
