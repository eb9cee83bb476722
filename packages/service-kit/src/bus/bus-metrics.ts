import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../metrics';

/**
 * The event bus's series on the process's registry (decision 132). Created on first use, so a process without a bus
 * (the gateway) shows none of them rather than a bus that looks disconnected.
 */

/** What happened to one event: counted per event type (and, on the consuming side, per queue). */
export type EventOutcome = 'consumed' | 'retried' | 'dead-lettered' | 'duplicate';

/** A source of the gauges, read on every scrape: an event bus or an outbox relay. */
export interface GaugeSource {
  /** Sets its values on the gauges (each source sets its own label values). */
  collect(gauges: BusGauges): Promise<void> | void;
}

export interface BusGauges {
  connected: Gauge<never>;
  paused: Gauge<never>;
  deadLetters: Gauge<'queue'>;
  outboxBacklog: Gauge<'collection'>;
  outboxOldestAge: Gauge<'collection'>;
}

interface BusMetrics {
  published: Counter<'type'>;
  outcomes: Record<EventOutcome, Counter<'type' | 'queue'>>;
  gauges: BusGauges;
  sources: Set<GaugeSource>;
}

let metrics: BusMetrics | undefined;

function create(): BusMetrics {
  const registers = [metricsRegistry];
  const sources = new Set<GaugeSource>();
  const outcome = (name: string, help: string) => new Counter({ name, help, labelNames: ['type', 'queue'] as const, registers });
  // A scrape reads every gauge: the first one's collect clears them all (a closed bus's queues disappear) and asks
  // every source for its values; the others wait for that.
  let collecting: Promise<void> | undefined;
  const collectAll = async () => {
    collecting ??= (async () => {
      for (const each of Object.values(gauges)) each.reset();
      await Promise.allSettled([...sources].map(async (source) => source.collect(gauges)));
    })().finally(() => {
      collecting = undefined;
    });
    await collecting;
  };
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge<L>({ name, help, labelNames, registers, collect: collectAll });
  const gauges: BusGauges = {
    connected: gauge('event_bus_connected', 'Whether the event bus is connected and able to publish (1) or not (0).', []),
    paused: gauge('event_bus_consumers_paused', 'Whether consuming is paused because the store is unreachable (1) or not (0).', []),
    deadLetters: gauge('event_bus_dead_letter_messages', 'Messages waiting in each dead-letter queue of this service.', ['queue']),
    outboxBacklog: gauge('outbox_backlog_documents', 'Documents with events waiting in their outbox, per collection.', ['collection']),
    outboxOldestAge: gauge(
      'outbox_oldest_event_age_seconds',
      'Age of the oldest event waiting in an outbox of the collection (0 when none waits).',
      ['collection'],
    ),
  };
  return {
    published: new Counter({
      name: 'events_published_total',
      help: 'Events published and confirmed by the broker, per event type.',
      labelNames: ['type'] as const,
      registers,
    }),
    outcomes: {
      consumed: outcome('events_consumed_total', 'Events handled successfully, per event type and queue.'),
      retried: outcome('events_retried_total', 'Failed deliveries sent to a retry queue, per event type and queue.'),
      'dead-lettered': outcome('events_dead_lettered_total', 'Events moved to the dead-letter queue, per event type and queue.'),
      duplicate: outcome('events_duplicates_total', 'Redelivered events acknowledged without handling, per event type and queue.'),
    },
    gauges,
    sources,
  };
}

const busMetrics = (): BusMetrics => (metrics ??= create());

export function countPublished(type: string): void {
  busMetrics().published.inc({ type });
}

export function countOutcome(outcome: EventOutcome, type: string, queue: string): void {
  busMetrics().outcomes[outcome].inc({ type, queue });
}

/** Adds a source of gauge values; returns its removal (a closed bus or stopped relay reports nothing). */
export function addGaugeSource(source: GaugeSource): () => void {
  const { sources } = busMetrics();
  sources.add(source);
  return () => sources.delete(source);
}

/** Resolves with `promise`'s value, or with `fallback` after `ms`: a scrape never waits long for the store or broker. */
export function withinMs<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);
}
