import { z } from 'zod';
import { IsoDateTimeSchema, LevelSchema, UserIdSchema } from './common';
import { MatchOutcomeSchema, MatchSchema, MatchSideSchema, RoundSchema, SetScoreSchema } from './match';
import { ReachedSchema } from './ranking';
import { TournamentHostStatusSchema, TournamentTierSchema } from './tournament';

/** Topic exchange every event is published on; the routing key is the event type. */
export const EVENTS_EXCHANGE = 'padel.events';
/** Dead-letter exchange for messages consumers reject. */
export const EVENTS_DLX = 'padel.events.dlx';

/**
 * A request id as the services accept it in `X-Request-Id` (anything else is replaced by a fresh one): it follows a
 * call from the browser through the gateway and the service into the events it publishes (`correlationId`).
 */
export const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;
export const CorrelationIdSchema = z.string().regex(REQUEST_ID_PATTERN);

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

/** Who an invitation is between: the inviter, and the invitee by id, or by email only (an invitation by email). */
const InvitationPartiesSchema = z.object({
  invitationId: z.string().min(1),
  inviterId: UserIdSchema,
  inviteeId: UserIdSchema.nullable(),
  inviteeEmail: z.email().nullable(),
});

/**
 * A player invited another. Consumers keep the pending invitations between players until invitation-closed (or until
 * `expiresAt`: an invitation may expire without anybody closing it).
 */
export const InvitationSentDataSchema = InvitationPartiesSchema.extend({ sentAt: IsoDateTimeSchema, expiresAt: IsoDateTimeSchema });
export type InvitationSentData = z.infer<typeof InvitationSentDataSchema>;

/** A pending invitation ended: accepted (its team also comes as invitation-accepted), declined, cancelled or expired. */
export const InvitationClosedDataSchema = InvitationPartiesSchema.extend({
  status: z.enum(['accepted', 'declined', 'cancelled', 'expired']),
  closedAt: IsoDateTimeSchema,
});
export type InvitationClosedData = z.infer<typeof InvitationClosedDataSchema>;

export const EntryConfirmedDataSchema = z.object({
  entryId: z.string().min(1),
  tournamentId: z.string().min(1),
  tournamentTitle: z.string().nullable().optional(),
  teamId: z.string().min(1),
  player1: UserIdSchema,
  player2: UserIdSchema,
  confirmedAt: IsoDateTimeSchema,
  /** True when a withdrawal freed a place and this waitlisted entry took it (its players are told it was promoted). */
  promoted: z.boolean().optional(),
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

/**
 * An admin blocked a user's account (decision 202): the teams service closes the user's pending invitations and the
 * tournaments service withdraws their entries not yet drawn, as the user's own withdrawals would; both idempotently.
 */
export const AccountBlockedDataSchema = z.object({
  userId: UserIdSchema,
  blockedBy: UserIdSchema,
  blockedAt: IsoDateTimeSchema,
});
export type AccountBlockedData = z.infer<typeof AccountBlockedDataSchema>;

const EntryPartiesSchema = z.object({
  entryId: z.string().min(1),
  tournamentId: z.string().min(1),
  tournamentTitle: z.string(),
  teamId: z.string().min(1),
  player1: UserIdSchema,
  player2: UserIdSchema,
});

/** Both members confirmed an entry while the tournament was full: it waits at `place` for a freed one. */
export const EntryWaitlistedDataSchema = EntryPartiesSchema.extend({
  place: z.number().int().min(1),
  waitlistedAt: IsoDateTimeSchema,
});
export type EntryWaitlistedData = z.infer<typeof EntryWaitlistedDataSchema>;

/** The organizer (or an admin) rejected an entry, with the reason the players are told. */
export const EntryRejectedDataSchema = EntryPartiesSchema.extend({
  reason: z.string(),
  rejectedBy: UserIdSchema,
  rejectedAt: IsoDateTimeSchema,
});
export type EntryRejectedData = z.infer<typeof EntryRejectedDataSchema>;

/**
 * A tournament was drawn: each drawn team with its players and its first match (the round, and the opponent's name,
 * null while the opponent is the winner of an earlier match). Its players are told by mail.
 */
export const TournamentDrawnDataSchema = z.object({
  tournamentId: z.string().min(1),
  tournamentTitle: z.string(),
  /** Counts the tournament's draws (a removed draw may be made again). */
  drawNumber: z.number().int().min(1),
  startDate: z.string(),
  teams: z.array(
    z.object({
      teamId: z.string().min(1),
      players: z.array(UserIdSchema).length(2),
      firstMatch: z.object({ round: RoundSchema, opponent: z.string().nullable() }),
    }),
  ),
});
export type TournamentDrawnData = z.infer<typeof TournamentDrawnDataSchema>;

/** A team as the result events carry it: its id and both players' ids. */
export const ResultTeamSchema = z.object({ teamId: z.string().min(1), players: z.array(UserIdSchema).length(2) });
export type ResultTeam = z.infer<typeof ResultTeamSchema>;

/**
 * A match ended (completed, walkover or retired), or its result was corrected. `revision` counts the results of this
 * match (1 first, then one more per correction); `previous` is the result a correction replaces, so a consumer can
 * undo it; a consumer keeps only the highest revision it has seen.
 */
export const MatchCompletedDataSchema = z.object({
  tournamentId: z.string().min(1),
  tournamentTitle: z.string(),
  level: LevelSchema,
  tier: TournamentTierSchema,
  matchId: z.string().min(1),
  round: RoundSchema,
  team1: ResultTeamSchema,
  team2: ResultTeamSchema,
  winner: MatchSideSchema,
  outcome: MatchOutcomeSchema,
  sets: z.array(SetScoreSchema),
  completedAt: IsoDateTimeSchema,
  revision: z.number().int().min(1),
  previous: z.object({ winner: MatchSideSchema, outcome: MatchOutcomeSchema }).nullable(),
});
export type MatchCompletedData = z.infer<typeof MatchCompletedDataSchema>;

/** The final is over: the champion and how far every team went (`winner` for the champion). `revision` as above. */
export const TournamentCompletedDataSchema = z.object({
  tournamentId: z.string().min(1),
  tournamentTitle: z.string(),
  tier: TournamentTierSchema,
  level: LevelSchema,
  completedAt: IsoDateTimeSchema,
  champion: ResultTeamSchema,
  teams: z.array(ResultTeamSchema.extend({ reached: ReachedSchema })),
  revision: z.number().int().min(1),
  /** The champion a correction of the final replaces. */
  previousChampion: ResultTeamSchema.nullable(),
});
export type TournamentCompletedData = z.infer<typeof TournamentCompletedDataSchema>;

/** For live pages: a match changed (every point). Not a business fact: consumed by the live streams only. */
export const MatchUpdatedDataSchema = z.object({ tournamentId: z.string().min(1), match: MatchSchema });
export type MatchUpdatedData = z.infer<typeof MatchUpdatedDataSchema>;

/** For live pages: a draw was made, redone or removed. */
export const DrawChangedDataSchema = z.object({ tournamentId: z.string().min(1), change: z.enum(['made', 'removed']) });
export type DrawChangedData = z.infer<typeof DrawChangedDataSchema>;

/**
 * An organizer (or an admin) published, unpublished (back to draft) or closed a tournament: entrants are told. `revision`
 * counts the tournament's status changes (1 for the first), so a consumer keeps the status of the highest it has seen.
 */
export const TournamentStatusChangedDataSchema = z.object({
  tournamentId: z.string().min(1),
  tournamentTitle: z.string(),
  status: TournamentHostStatusSchema,
  previousStatus: TournamentHostStatusSchema,
  changedBy: UserIdSchema,
  /** Whether the one who changed it did so as the organizer or as an admin. */
  changedAs: z.enum(['organizer', 'admin']),
  changedAt: IsoDateTimeSchema,
  revision: z.number().int().min(1),
});
export type TournamentStatusChangedData = z.infer<typeof TournamentStatusChangedDataSchema>;

const envelope = <T extends string, D extends z.ZodTypeAny>(type: T, data: D) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    occurredAt: IsoDateTimeSchema,
    /** Name of the publishing service. */
    source: z.string().min(1),
    /** The request id (or the handled event's correlation id) that led to this event; absent in older events. */
    correlationId: CorrelationIdSchema.optional(),
    data,
  });

export const InvitationAcceptedEventSchema = envelope('invitation-accepted', InvitationAcceptedDataSchema);
export const InvitationSentEventSchema = envelope('invitation-sent', InvitationSentDataSchema);
export const InvitationClosedEventSchema = envelope('invitation-closed', InvitationClosedDataSchema);
export const EntryConfirmedEventSchema = envelope('entry-confirmed', EntryConfirmedDataSchema);
export const EntryWithdrawnEventSchema = envelope('entry-withdrawn', EntryWithdrawnDataSchema);
export const EntryWaitlistedEventSchema = envelope('entry-waitlisted', EntryWaitlistedDataSchema);
export const EntryRejectedEventSchema = envelope('entry-rejected', EntryRejectedDataSchema);
export const TournamentDrawnEventSchema = envelope('tournament-drawn', TournamentDrawnDataSchema);

export const MatchCompletedEventSchema = envelope('match-completed', MatchCompletedDataSchema);
export const TournamentCompletedEventSchema = envelope('tournament-completed', TournamentCompletedDataSchema);
export const MatchUpdatedEventSchema = envelope('match-updated', MatchUpdatedDataSchema);
export const DrawChangedEventSchema = envelope('draw-changed', DrawChangedDataSchema);
export const TournamentStatusChangedEventSchema = envelope('tournament-status-changed', TournamentStatusChangedDataSchema);
export const AccountBlockedEventSchema = envelope('account-blocked', AccountBlockedDataSchema);

export const EventEnvelopeSchema = z.discriminatedUnion('type', [
  InvitationAcceptedEventSchema,
  InvitationSentEventSchema,
  InvitationClosedEventSchema,
  EntryConfirmedEventSchema,
  EntryWithdrawnEventSchema,
  EntryWaitlistedEventSchema,
  EntryRejectedEventSchema,
  TournamentDrawnEventSchema,
  MatchCompletedEventSchema,
  TournamentCompletedEventSchema,
  MatchUpdatedEventSchema,
  DrawChangedEventSchema,
  TournamentStatusChangedEventSchema,
  AccountBlockedEventSchema,
]);
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>;
export type EventType = EventEnvelope['type'];
export type EventOf<T extends EventType> = Extract<EventEnvelope, { type: T }>;
export type EventData<T extends EventType> = EventOf<T>['data'];

export const EVENT_TYPES = EventEnvelopeSchema.options.map((option) => option.shape.type.value) as EventType[];

/** The services that use the broker, each as a broker user of its own (decision 132). */
export const BROKER_SERVICES = ['players', 'tournaments', 'teams'] as const;
export type BrokerService = (typeof BROKER_SERVICES)[number];

/**
 * The one service that publishes each event type: its broker user alone may publish that routing key on
 * `padel.events` (RabbitMQ topic permissions), so no other service can forge it.
 */
export const EVENT_PUBLISHERS = {
  'invitation-accepted': 'teams',
  'invitation-sent': 'teams',
  'invitation-closed': 'teams',
  'entry-confirmed': 'tournaments',
  'entry-withdrawn': 'tournaments',
  'entry-waitlisted': 'tournaments',
  'entry-rejected': 'tournaments',
  'tournament-drawn': 'tournaments',
  'match-completed': 'tournaments',
  'tournament-completed': 'tournaments',
  'match-updated': 'tournaments',
  'draw-changed': 'tournaments',
  'tournament-status-changed': 'tournaments',
  'account-blocked': 'players',
} as const satisfies Record<EventType, BrokerService>;

/** The event types `service` publishes. */
export const eventTypesPublishedBy = (service: BrokerService): EventType[] =>
  EVENT_TYPES.filter((type) => EVENT_PUBLISHERS[type] === service);
