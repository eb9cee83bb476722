import { z } from 'zod';
import { HandSchema, optionalText, PageQuerySchema, searchText } from './common';
import { personNameSchema } from './person-name';
import { PhotoUrlSchema } from './profile';

/**
 * Player in the list form (GET /api/players, GET /api/players/:id). Both `name` (legacy) and
 * `full_name` are filled, so clients of either generation read the name they expect.
 */
export const PlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  full_name: z.string(),
  ranking: z.number().int().positive().nullable(),
  points: z.number().int().min(0),
  country: z.string().nullable(),
  photo_url: z.url().nullable().optional(),
  strong_hand: HandSchema.nullable().optional(),
  court_side: HandSchema.nullable().optional(),
  height: z.string().nullable().optional(),
  matches_played: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  titles_won: z.number().int().min(0),
});
export type Player = z.infer<typeof PlayerSchema>;

export const PlayerListSchema = z.array(PlayerSchema);

/**
 * GET /api/players with any query parameter: a page of registered players in the order of their name's search key
 * (decision 180). For a signed-in caller it leaves out the caller, their confirmed partners and anyone with a pending
 * invitation between them.
 */
export const PlayerSearchQuerySchema = PageQuerySchema.extend({
  /** The start of the name or of any word of it, or of a word of the country (any case, accents and Arabic letter forms folded). */
  q: searchText(100),
  /** A country, matched whole (as stored: its English name). */
  country: searchText(80),
  strong_hand: HandSchema.optional(),
  court_side: HandSchema.optional(),
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuerySchema>;

export const PlayerPageSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** Players matching the query, over every page. */
  total: z.number().int().min(0),
  players: PlayerListSchema,
});
export type PlayerPage = z.infer<typeof PlayerPageSchema>;

/** What other services read of GET /api/players/:id (the teams service's member snapshots); a player has a name. */
export const PlayerSummarySchema = PlayerSchema.pick({ id: true, full_name: true, country: true, photo_url: true }).extend({
  full_name: z.string().trim().min(1),
});
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;

/** A hand as the older form writes it. */
export const LegacyHandSchema = z.enum(['Left', 'Right']);
export type LegacyHand = z.infer<typeof LegacyHandSchema>;

const capitalisedHand = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(LegacyHandSchema.options, { error: 'Must be Left or Right' }).nullable().optional(),
);
const counter = z.number().int().min(0).default(0);

/** POST /api/players (legacy register-as-player form). Empty optional values arrive as null. */
export const LegacyPlayerRegisterSchema = z.object({
  name: personNameSchema({ minLength: 2, tooShort: 'Name must be at least 2 characters', tooLong: 'Name must be at most 120 characters' }),
  country: z.string({ error: 'Country is required' }).trim().min(2, { error: 'Country is required' }).max(80),
  points: counter,
  wins: counter,
  losses: counter,
  strongHand: capitalisedHand,
  courtSide: capitalisedHand,
  height: optionalText(20),
  photoUrl: z.preprocess((value) => (value === '' ? null : value), PhotoUrlSchema.nullable().optional()),
  partnerId: optionalText(64),
  partnerName: optionalText(120),
  matchesPlayed: counter,
  titlesWon: counter,
});
export type LegacyPlayerRegister = z.infer<typeof LegacyPlayerRegisterSchema>;

/** Response of POST /api/players: the registered player in the legacy form plus its id and ranking. */
export const LegacyPlayerSchema = z.object({
  id: z.string().min(1),
  ranking: z.number().int().positive().nullable(),
  name: z.string(),
  country: z.string().nullable(),
  points: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  strongHand: LegacyHandSchema.nullable(),
  courtSide: LegacyHandSchema.nullable(),
  height: z.string().nullable(),
  photoUrl: z.string().nullable(),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  matchesPlayed: z.number().int().min(0),
  titlesWon: z.number().int().min(0),
});
export type LegacyPlayer = z.infer<typeof LegacyPlayerSchema>;

export const LegacyPlayerRegisterResponseSchema = LegacyPlayerSchema.extend({ message: z.string(), code: z.string().optional() });
export type LegacyPlayerRegisterResponse = z.infer<typeof LegacyPlayerRegisterResponseSchema>;
