import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { EventEnvelopeSchema, type EventData, type EventEnvelope, type EventOf, type EventType } from '@padel/contracts';
import { Schema, type Document, type Model, type Query } from 'mongoose';
import { currentCorrelationId } from '../request-context';

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
    correlationId: { type: String },
    data: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false, minimize: false },
);

const outboxWrites = new EventEmitter().setMaxListeners(0);

/** Calls `listener` after each write through Mongoose that adds events to an outbox of `collection`; returns the unsubscribe. */
export function onOutboxWrite(collection: string, listener: () => void): () => void {
  outboxWrites.on(collection, listener);
  return () => outboxWrites.off(collection, listener);
}

const mentionsOutbox = (fields: unknown): boolean =>
  typeof fields === 'object' && fields !== null && Object.keys(fields).some((key) => key === 'outbox' || key.startsWith('outbox.'));

/** Whether an update (operators, a replacement or a pipeline) writes the outbox. */
function updatesOutbox(update: unknown): boolean {
  if (Array.isArray(update)) return update.some(updatesOutbox);
  if (typeof update !== 'object' || update === null) return false;
  return mentionsOutbox(update) || Object.entries(update).some(([key, value]) => key.startsWith('$') && mentionsOutbox(value));
}

/**
 * Adds `outbox: EventEnvelope[]` (default []) to a schema, and makes Mongoose writes that may add events to it
 * (save/create of a document with events, updateOne/updateMany/findOneAndUpdate touching `outbox`, any insertMany or
 * bulkWrite) signal the collection's outbox relays through `onOutboxWrite`, so the events leave at once rather than
 * at the next poll.
 */
export function withOutbox<S extends Schema>(schema: S): S {
  schema.add({ outbox: { type: [OutboxEntrySchema], default: [] } });
  schema.post('save', function (this: Document) {
    if ((this.get('outbox') as unknown[] | undefined)?.length) outboxWrites.emit(this.collection.name);
  });
  schema.post('insertMany', function (this: Model<unknown>) {
    outboxWrites.emit(this.collection.name);
  });
  schema.post('bulkWrite', function (this: Model<unknown>) {
    outboxWrites.emit(this.collection.name);
  });
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate'], function (this: Query<unknown, unknown>) {
    if (updatesOutbox(this.getUpdate())) outboxWrites.emit(this.model.collection.name);
  });
  return schema;
}

/**
 * A new, validated envelope for `type`, correlated with the current request (its X-Request-Id) or with the event
 * whose handler creates it (see `withCorrelationId`).
 */
export function createEvent<T extends EventType>(type: T, data: EventData<T>, source: string): EventOf<T> {
  const correlationId = currentCorrelationId();
  const envelope = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    source,
    ...(correlationId ? { correlationId } : {}),
    data,
  };
  return EventEnvelopeSchema.parse(envelope) as EventOf<T>;
}

type OutboxAddition = { outbox?: EventEnvelope[]; $push?: { outbox: { $each: EventEnvelope[] } } };

/**
 * The one way to write events with the change they announce, in the same single-document write (FerretDB has no
 * transactions): given a new document, returns it with the events as its outbox; given an update (`$set`, …),
 * returns it with a `$push` of the events onto the outbox. The events are validated against the contracts.
 */
export function withEvents<W extends object>(write: W, ...events: EventEnvelope[]): W & OutboxAddition {
  const validated = events.map((event) => EventEnvelopeSchema.parse(event) as EventEnvelope);
  const isUpdate = Object.keys(write).some((key) => key.startsWith('$'));
  if (updatesOutbox(isUpdate ? write : { $set: write })) throw new Error('withEvents: the write already sets the outbox');
  if (!isUpdate) return { ...write, outbox: validated };
  const { $push: push, ...rest } = write as { $push?: object };
  return { ...rest, $push: { ...push, outbox: { $each: validated } } } as W & OutboxAddition;
}

/** Filter matching documents with at least one event waiting. */
export const PENDING_OUTBOX_FILTER = { 'outbox.0': { $exists: true } } as const;
