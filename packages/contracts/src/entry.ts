import { z } from 'zod';
import { CategorySchema, IsoDateTimeSchema, LevelSchema, MessageResponseSchema, pageOf, UserIdSchema } from './common';
import { TeamSchema } from './team';
import { EntryCountsSchema, HostTournamentSchema, TournamentTierSchema } from './tournament';

export const EntryStatusSchema = z.enum(['pending_both', 'confirmed', 'waitlist', 'withdrawn', 'rejected']);
export type EntryStatus = z.infer<typeof EntryStatusSchema>;

export const TournamentEntrySchema = z.object({
  id: z.string().min(1),
  tournament_id: z.string().min(1),
  team_id: z.string().min(1),
  category: CategorySchema,
  level: LevelSchema,
  status: EntryStatusSchema.default('pending_both'),
  paid: z.boolean().default(false),
  /** Ids of the team members who have confirmed so far. */
  confirmed_by: z.array(UserIdSchema).default([]),
  /** When and by which member the entry was withdrawn (status withdrawn); null or absent otherwise. */
  withdrawn_at: IsoDateTimeSchema.nullable().optional(),
  withdrawn_by: UserIdSchema.nullable().optional(),
  /** The draw was made while this entry still waited for the second confirmation: the team is not in it. */
  missed_draw: z.boolean().optional(),
  /** While waitlisted: the entry's place in the waitlist (1 = next to be promoted). */
  waitlist_place: z.number().int().min(1).nullable().optional(),
  /** Once rejected by the organizer: why. */
  rejection_reason: z.string().nullable().optional(),
  tournament: HostTournamentSchema.nullable(),
  team: TeamSchema.nullable(),
});
export type TournamentEntry = z.infer<typeof TournamentEntrySchema>;
export const TournamentEntryListSchema = z.array(TournamentEntrySchema);
/** GET /api/tournament-entries/me?page=&limit=: a page of the player's entries, in the older form's order. */
export const TournamentEntryPageSchema = pageOf(TournamentEntrySchema);
export type TournamentEntryPage = z.infer<typeof TournamentEntryPageSchema>;
/**
 * GET /api/tournaments/:id/entries?page=&limit=: a page of a tournament's entries in entry order (every status), with
 * the whole tournament's counts of teams still in and confirmed (the organizer's run and draw read them).
 */
export const TournamentEntriesPageSchema = pageOf(TournamentEntrySchema).extend({ entry_counts: EntryCountsSchema });
export type TournamentEntriesPage = z.infer<typeof TournamentEntriesPageSchema>;

/**
 * POST /api/tournament-entries. An entry takes its tournament's category and level (decision 111): both may be left
 * out, and when sent they must be the tournament's own (409 otherwise).
 */
export const CreateEntrySchema = z.object({
  tournament_id: z.string({ error: 'Select a tournament' }).trim().min(1, { error: 'Select a tournament' }),
  team_id: z.string({ error: 'Select a team' }).trim().min(1, { error: 'Select a team' }),
  category: CategorySchema.optional(),
  level: LevelSchema.optional(),
});
export type CreateEntry = z.infer<typeof CreateEntrySchema>;

/** PATCH /api/tournament-entries/:id/reject (organizer or admin): the reason the players are told. */
export const RejectEntrySchema = z
  .object({
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(1, { error: 'Give a reason' })
      .max(500, { error: 'The reason must be at most 500 characters' }),
  })
  .strict();
export type RejectEntry = z.infer<typeof RejectEntrySchema>;

/** PATCH /api/tournament-entries/:id/paid (organizer or admin): whether the team has paid its entry fee. */
export const EntryPaidSchema = z.object({ paid: z.boolean({ error: 'paid must be true or false' }) }).strict();
export type EntryPaid = z.infer<typeof EntryPaidSchema>;

export const EntryResponseSchema = MessageResponseSchema.extend({ entry: TournamentEntrySchema });
export type EntryResponse = z.infer<typeof EntryResponseSchema>;

/** Older registration form; `tier` is its tournament's (major for a Major). */
export const LegacyRegistrationSchema = z.object({
  id: z.string().min(1),
  tournamentId: z.string().min(1),
  teamId: z.string().min(1),
  tier: TournamentTierSchema,
  level: LevelSchema,
  player1Confirmed: z.boolean(),
  player2Confirmed: z.boolean(),
});
export type LegacyRegistration = z.infer<typeof LegacyRegistrationSchema>;
export const LegacyRegistrationListSchema = z.array(LegacyRegistrationSchema);
/** GET /api/tournament-registrations?page=&limit=: a page of the caller's registrations, newest first, withdrawn ones left out. */
export const LegacyRegistrationPageSchema = pageOf(LegacyRegistrationSchema);
export type LegacyRegistrationPage = z.infer<typeof LegacyRegistrationPageSchema>;

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** A tier as the older form sends it: any case (Bronze, Major). */
const LegacyTierSchema = z.preprocess(lowerCased, z.enum(TournamentTierSchema.options, { error: 'Must be major, gold, silver or bronze' }));

/**
 * POST /api/tournament-registrations (older form). Tier and level are the tournament's (decision 111): both may be left
 * out, and when sent they must be its own (a Major's tier is major, or gold, its category).
 */
export const LegacyCreateRegistrationSchema = z.object({
  tournamentId: z
    .string({ error: 'Missing tournament or player information' })
    .trim()
    .min(1, { error: 'Missing tournament or player information' }),
  teamId: z.string({ error: 'Please select a team' }).trim().min(1, { error: 'Please select a team' }),
  tier: LegacyTierSchema.optional(),
  level: z.enum(LevelSchema.options, { error: 'Please select a level' }).optional(),
});
export type LegacyCreateRegistration = z.infer<typeof LegacyCreateRegistrationSchema>;

/** PATCH /api/tournament-registrations/:id/confirm (older form). */
export const LegacyConfirmRegistrationSchema = z.object({
  playerId: z.uuid({ error: 'Missing tournament or player information' }),
});
export type LegacyConfirmRegistration = z.infer<typeof LegacyConfirmRegistrationSchema>;

export const LegacyRegistrationResponseSchema = MessageResponseSchema.extend({ registration: LegacyRegistrationSchema });
export type LegacyRegistrationResponse = z.infer<typeof LegacyRegistrationResponseSchema>;
