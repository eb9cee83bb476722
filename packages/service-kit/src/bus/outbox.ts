import { randomUUID } from 'node:crypto';
import { EventEnvelopeSchema, type EventData, type EventEnvelope, type EventOf, type EventType } from '@padel/contracts';
import { Schema, type Document } from 'mongoose';

/**
 * Outbox entries live inside the changed document itself: FerretDB has no multi-document
 * transactions, so the change and its events must be one single-document write.
 */
export const OutboxEntrySchema = new Schema(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    occurredAt: { type: String, required: true },
    source: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false, minimize: false },
);

export interface WithOutbox {
  outbox: EventEnvelope[];
}

/** Adds `outbox: EventEnvelope[]` (default []) to a schema. */
export function withOutbox<S extends Schema>(schema: S): S {
  schema.add({ outbox: { type: [OutboxEntrySchema], default: [] } });
  return schema;
}

/** A new, validated envelope for `type`. */
export function createEvent<T extends EventType>(type: T, data: EventData<T>, source: string): EventOf<T> {
  const envelope = { id: randomUUID(), type, occurredAt: new Date().toISOString(), source, data };
  return EventEnvelopeSchema.parse(envelope) as EventOf<T>;
}

/** Appends an event to a document's outbox; it is persisted by the same `save()` as the change. */
export function appendEvent<T extends EventType>(doc: Document, type: T, data: EventData<T>, source: string): EventOf<T> {
  const outbox = doc.get('outbox') as EventEnvelope[] | undefined;
  if (!Array.isArray(outbox)) throw new Error('appendEvent needs a document whose schema uses withOutbox()');
  const event = createEvent(type, data, source);
  outbox.push(event);
  return event;
}

/** `$push` clause adding `event` to the outbox, to merge into the same `updateOne` as the change. */
export function outboxPush(event: EventEnvelope): { $push: { outbox: EventEnvelope } } {
  return { $push: { outbox: EventEnvelopeSchema.parse(event) } };
}

/** Filter matching documents with at least one event waiting. */
export const PENDING_OUTBOX_FILTER = { 'outbox.0': { $exists: true } } as const;
