import { z } from 'zod';
import { IsoDateTimeSchema, UserIdSchema } from './common';

/** Topic exchange every event is published on; the routing key is the event type. */
export const EVENTS_EXCHANGE = 'padel.events';
/** Dead-letter exchange for messages consumers reject. */
export const EVENTS_DLX = 'padel.events.dlx';

export const InvitationAcceptedDataSchema = z.object({
  invitationId: z.string().min(1),
  teamId: z.string().min(1),
  inviterId: UserIdSchema,
  inviteeId: UserIdSchema,
  inviterName: z.string().nullable().optional(),
  inviteeName: z.string().nullable().optional(),
  inviterEmail: z.email().nullable().optional(),
  inviteeEmail: z.email().nullable().optional(),
  acceptedAt: IsoDateTimeSchema,
});
export type InvitationAcceptedData = z.infer<typeof InvitationAcceptedDataSchema>;

export const EntryConfirmedDataSchema = z.object({
  entryId: z.string().min(1),
  tournamentId: z.string().min(1),
  tournamentTitle: z.string().nullable().optional(),
  teamId: z.string().min(1),
  player1: UserIdSchema,
  player2: UserIdSchema,
  confirmedAt: IsoDateTimeSchema,
});
export type EntryConfirmedData = z.infer<typeof EntryConfirmedDataSchema>;

export const EntryWithdrawnDataSchema = z.object({
  entryId: z.string().min(1),
  tournamentId: z.string().min(1),
  teamId: z.string().min(1),
  /** The team member who withdrew the entry. */
  withdrawnBy: UserIdSchema,
  withdrawnAt: IsoDateTimeSchema,
  /** Whether both members had confirmed the entry before it was withdrawn. */
  wasConfirmed: z.boolean(),
});
export type EntryWithdrawnData = z.infer<typeof EntryWithdrawnDataSchema>;

const envelope = <T extends string, D extends z.ZodTypeAny>(type: T, data: D) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    occurredAt: IsoDateTimeSchema,
    /** Name of the publishing service. */
    source: z.string().min(1),
    data,
  });

export const InvitationAcceptedEventSchema = envelope('invitation-accepted', InvitationAcceptedDataSchema);
export const EntryConfirmedEventSchema = envelope('entry-confirmed', EntryConfirmedDataSchema);
export const EntryWithdrawnEventSchema = envelope('entry-withdrawn', EntryWithdrawnDataSchema);

export const EventEnvelopeSchema = z.discriminatedUnion('type', [
  InvitationAcceptedEventSchema,
  EntryConfirmedEventSchema,
  EntryWithdrawnEventSchema,
]);
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>;
export type EventType = EventEnvelope['type'];
export type EventOf<T extends EventType> = Extract<EventEnvelope, { type: T }>;
export type EventData<T extends EventType> = EventOf<T>['data'];

export const EVENT_TYPES = EventEnvelopeSchema.options.map((option) => option.shape.type.value) as EventType[];
