import { z } from 'zod';
import {
  CategorySchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  LevelSchema,
  MessageResponseSchema,
  PageQueryShape,
  pageOf,
  searchText,
  UserIdSchema,
} from './common';
import { LEAGUE_UTC_OFFSET } from './league';
import { DrawSchema, RoundSchema } from './match';

/**
 * Status shown to visitors: Live from the first started match (or from the start date once drawn), Completed when the
 * final is completed; without a draw, from the dates (calendar of Asia/Dubai).
 */
export const TournamentDisplayStatusSchema = z.enum(['Live', 'Upcoming', 'Completed']);
export type TournamentDisplayStatus = z.infer<typeof TournamentDisplayStatusSchema>;

/** Tier of the public list; displayed as Gold, Silver, Bronze (major as Major). */
export const TournamentTierSchema = z.enum(['major', 'gold', 'silver', 'bronze']);
export type TournamentTier = z.infer<typeof TournamentTierSchema>;

/** Tournament in the public list (GET /api/tournaments). One-day tournaments have endDate = startDate. */
export const TournamentListItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  location: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  status: TournamentDisplayStatusSchema,
  tier: TournamentTierSchema.nullable(),
  /** The entries' category (a Major's is gold) and the level it is played at: an entry takes both from its tournament. */
  category: CategorySchema.optional(),
  level: LevelSchema.optional(),
  /** The entry window, when the organizer set one: entries are taken from entryOpenAt until entryCloseAt. */
  entryOpenAt: IsoDateTimeSchema.nullable().optional(),
  entryCloseAt: IsoDateTimeSchema.nullable().optional(),
  /** While Live with a draw: the round being played (the earliest with an unfinished match). */
  currentRound: RoundSchema.nullable().optional(),
  /** Once the final is finished: the champion team's name, its players' names ("Noura Al Mansouri / Layla Farouk"). */
  champion: z.string().nullable().optional(),
  /** Once the final is finished: when (its last change), so of tournaments ending the same day the latest come first. */
  completedAt: IsoDateTimeSchema.nullable().optional(),
  /** Only when set: the tournament's capacity in teams and its entry fee per team in whole dirhams (decision 198). */
  maxTeams: z.number().int().nullable().optional(),
  entryFee: z.number().int().nullable().optional(),
});
export type TournamentListItem = z.infer<typeof TournamentListItemSchema>;
export const TournamentListSchema = z.array(TournamentListItemSchema);

/** GET /api/tournaments query: a page of the public list, filtered (decision 185). */
export const TournamentListQuerySchema = z.strictObject({
  ...PageQueryShape,
  status: TournamentDisplayStatusSchema.optional(),
  tier: TournamentTierSchema.optional(),
  /** The entries' category (gold, silver or bronze; a Major's is gold). */
  category: CategorySchema.optional(),
  /** A city, matched whole (any case). */
  city: searchText(80),
  /** The month of the start date. */
  month: z
    .string({ error: 'Must be a month (YYYY-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Must be a month (YYYY-MM)' })
    .optional(),
  /**
   * `start` (the default): by start date. `status`: Live ones, then Upcoming ones earliest first, then Completed ones
   * latest first (Enter Tournament's cards, decision 194).
   */
  order: z.enum(['start', 'status'], { error: 'Must be start or status' }).optional(),
});
export type TournamentListQuery = z.infer<typeof TournamentListQuerySchema>;

/** How many public tournaments are Live, Upcoming and Completed (the Tournaments page's stat cards, not the page). */
export const TournamentStatusCountsSchema = z.object({
  Live: z.number().int().min(0),
  Upcoming: z.number().int().min(0),
  Completed: z.number().int().min(0),
});
export type TournamentStatusCounts = z.infer<typeof TournamentStatusCountsSchema>;

/** A page of the public list, earliest start first (then by id), with the counts over every public tournament. */
export const TournamentPageSchema = pageOf(TournamentListItemSchema).extend({ counts: TournamentStatusCountsSchema });
export type TournamentPage = z.infer<typeof TournamentPageSchema>;

export const TournamentHostStatusSchema = z.enum(['draft', 'published', 'closed']);
export type TournamentHostStatus = z.infer<typeof TournamentHostStatusSchema>;

/** Tournament as organizers and the entry screens see it. */
export const HostTournamentSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  category: CategorySchema,
  level: LevelSchema,
  start_date: IsoDateSchema,
  end_date: IsoDateSchema.nullable().optional(),
  city: z.string(),
  country: z.string(),
  entry_open_at: IsoDateTimeSchema.nullable().optional(),
  entry_close_at: IsoDateTimeSchema.nullable().optional(),
  status: TournamentHostStatusSchema.default('published'),
  organizer_id: UserIdSchema.nullable().optional(),
  /** The tier visitors see (a Major's category is gold); absent in older answers, where it is the category. */
  tier: TournamentTierSchema.optional(),
  /** The most teams that hold a place (confirmed); later confirmations wait on the waitlist. Null or absent: no limit. */
  max_teams: z.number().int().nullable().optional(),
  /** The entry fee per team in whole dirhams (AED). Null or absent: free. */
  entry_fee: z.number().int().nullable().optional(),
});
export type HostTournament = z.infer<typeof HostTournamentSchema>;

/** GET /api/tournaments/me: the organizer's tournament with how many teams entered it (and confirmed). */
/** How many teams entered a tournament and are still in (pending or confirmed), and how many of them are confirmed. */
export const EntryCountsSchema = z.object({ total: z.number().int().min(0), confirmed: z.number().int().min(0) });
export type EntryCounts = z.infer<typeof EntryCountsSchema>;

export const OrganizerTournamentSchema = HostTournamentSchema.extend({
  entry_counts: EntryCountsSchema,
  /** Whether the draw has been made (entries are closed then). */
  drawn: z.boolean().optional(),
  /** The status visitors see, and while Live with a draw the round being played. */
  display_status: TournamentDisplayStatusSchema.optional(),
  current_round: RoundSchema.nullable().optional(),
});
export type OrganizerTournament = z.infer<typeof OrganizerTournamentSchema>;
export const OrganizerTournamentListSchema = z.array(OrganizerTournamentSchema);
/** GET /api/tournaments/me?page=&limit=: a page of the organizer's own, newest first. */
export const OrganizerTournamentPageSchema = pageOf(OrganizerTournamentSchema);
export type OrganizerTournamentPage = z.infer<typeof OrganizerTournamentPageSchema>;

/** Epoch ms of the first moment of `day` (YYYY-MM-DD) in the league's calendar. */
export function leagueDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00${LEAGUE_UTC_OFFSET}`);
}

export type EntryWindowState = 'not-open' | 'open' | 'closed';

type Instant = string | Date | null | undefined;
const epochOf = (instant: Instant): number | null => (instant ? new Date(instant).getTime() : null);

/** Where `now` falls in an optional entry window (open from `openAt` inclusive until `closeAt` exclusive). */
export function entryWindowState(window: { openAt?: Instant; closeAt?: Instant }, now: Date = new Date()): EntryWindowState {
  const openAt = epochOf(window.openAt);
  const closeAt = epochOf(window.closeAt);
  if (openAt !== null && now.getTime() < openAt) return 'not-open';
  if (closeAt !== null && now.getTime() >= closeAt) return 'closed';
  return 'open';
}

/** A tournament's capacity: 2 to 64 teams (a draw takes at most 64). */
export const MaxTeamsSchema = z
  .number({ error: 'Places must be a whole number from 2 to 64' })
  .int({ error: 'Places must be a whole number from 2 to 64' })
  .min(2, { error: 'Places must be a whole number from 2 to 64' })
  .max(64, { error: 'Places must be a whole number from 2 to 64' });

/** An entry fee in whole dirhams: 1 to 100,000 (no fee: null). */
export const EntryFeeSchema = z
  .number({ error: 'The entry fee must be a whole number of dirhams from 1 to 100000' })
  .int({ error: 'The entry fee must be a whole number of dirhams from 1 to 100000' })
  .min(1, { error: 'The entry fee must be a whole number of dirhams from 1 to 100000' })
  .max(100_000, { error: 'The entry fee must be a whole number of dirhams from 1 to 100000' });

/** A tournament's own fields as the organizer gives them (no defaults, no cross-field rules: see withTournamentRules). */
const TournamentFieldsSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(120, { error: 'Title must be at most 120 characters' }),
  category: CategorySchema,
  level: LevelSchema,
  start_date: z.iso.date({ error: 'Start date is required' }),
  end_date: IsoDateSchema.nullable().optional(),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(1, { error: 'City is required' })
    .max(80, { error: 'City must be at most 80 characters' }),
  country: z.string().trim().min(1, { error: 'Country is required' }).max(80, { error: 'Country must be at most 80 characters' }),
  status: TournamentHostStatusSchema,
  entry_open_at: IsoDateTimeSchema.nullable().optional(),
  entry_close_at: IsoDateTimeSchema.nullable().optional(),
  max_teams: MaxTeamsSchema.nullable().optional(),
  entry_fee: EntryFeeSchema.nullable().optional(),
});

interface TournamentDates {
  start_date: string;
  end_date?: string | null;
  entry_open_at?: string | null;
  entry_close_at?: string | null;
}

/** The rules between a tournament's dates: the end not before the start, the entry window before the first day. */
function withTournamentRules<S extends z.ZodType<TournamentDates>>(schema: S): S {
  return schema
    .refine((t) => !t.end_date || t.end_date >= t.start_date, {
      path: ['end_date'],
      error: 'End date must not be before the start date',
    })
    .refine((t) => !t.entry_open_at || !t.entry_close_at || Date.parse(t.entry_close_at) > Date.parse(t.entry_open_at), {
      path: ['entry_close_at'],
      error: 'Entry close must be after entry open',
    })
    .refine((t) => !t.entry_close_at || Date.parse(t.entry_close_at) <= leagueDayStart(t.start_date), {
      path: ['entry_close_at'],
      error: 'Entry close must be before the start date',
    })
    .refine((t) => !t.entry_open_at || Date.parse(t.entry_open_at) < leagueDayStart(t.start_date), {
      path: ['entry_open_at'],
      error: 'Entry open must be before the start date',
    });
}

/** The spec's defaults for a new tournament. */
const TournamentWithDefaultsSchema = TournamentFieldsSchema.extend({
  category: TournamentFieldsSchema.shape.category.default('bronze'),
  level: TournamentFieldsSchema.shape.level.default('D'),
  country: TournamentFieldsSchema.shape.country.default('United Arab Emirates'),
  status: TournamentFieldsSchema.shape.status.default('published'),
});

/** POST /api/tournaments */
export const CreateTournamentSchema = withTournamentRules(TournamentWithDefaultsSchema);
export type CreateTournamentInput = z.input<typeof CreateTournamentSchema>;
export type CreateTournament = z.infer<typeof CreateTournamentSchema>;

export const CreateTournamentResponseSchema = MessageResponseSchema.extend({ tournament: HostTournamentSchema });
export type CreateTournamentResponse = z.infer<typeof CreateTournamentResponseSchema>;

/** GET /api/tournaments/:id (public; a draft only for its organizer): the listed fields, the level, and the draw once made. */
export const TournamentDetailSchema = TournamentListItemSchema.extend({
  category: CategorySchema,
  level: LevelSchema,
  organizerId: UserIdSchema.nullable(),
  draw: DrawSchema.nullable(),
  /** The capacity (null: no limit), the places taken (confirmed entries) and how many entries wait for a place. */
  maxTeams: z.number().int().nullable().optional(),
  placesTaken: z.number().int().min(0).optional(),
  waitlistLength: z.number().int().min(0).optional(),
  /** The entry fee per team in whole dirhams (null: free). */
  entryFee: z.number().int().nullable().optional(),
});
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

/**
 * PATCH /api/tournaments/:id: the fields to change (at least one; the status has its own route). The server checks the
 * tournament as it would be afterwards with TournamentEditSchema, so the create form's rules hold for edits too.
 */
export const UpdateTournamentSchema = TournamentFieldsSchema.omit({ status: true })
  .partial()
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: 'Give at least one field to change' });
export type UpdateTournament = z.infer<typeof UpdateTournamentSchema>;

/** A tournament's fields after an edit, under the create form's rules. */
export const TournamentEditSchema = withTournamentRules(TournamentWithDefaultsSchema.omit({ status: true }));
export type TournamentEdit = z.infer<typeof TournamentEditSchema>;

/** PATCH /api/tournaments/:id/status: publish, unpublish (back to draft) or close. */
export const TournamentStatusChangeSchema = z.object({ status: TournamentHostStatusSchema }).strict();
export type TournamentStatusChange = z.infer<typeof TournamentStatusChangeSchema>;

/** The answer of PATCH /api/tournaments/:id and /status: the message and the tournament as it is now. */
export const TournamentChangeResponseSchema = CreateTournamentResponseSchema;
export type TournamentChangeResponse = CreateTournamentResponse;
