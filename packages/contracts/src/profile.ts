import { z } from 'zod';
import { HandSchema, MessageResponseSchema, RoleSchema, UserIdSchema, optionalText } from './common';
import { personNameSchema } from './person-name';
import { SITE_LANGUAGES } from './runtime-config';

/** The language a person reads the site and its mails in (set from the site's language switch). */
export const PreferredLanguageSchema = z.enum(SITE_LANGUAGES);
export type PreferredLanguage = z.infer<typeof PreferredLanguageSchema>;

/**
 * A player's photo address: https only (issue 12), so no other scheme (`http:` tracking, `javascript:`, `data:`) reaches
 * an <img>; pictures are shown with referrerpolicy no-referrer. Our own uploads, when they come, will be https too.
 */
export const PhotoUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'The photo must be an https:// address' });

/** A profile is the player record of one Keycloak user (snake_case, as the profile screens use it). */
export const ProfileSchema = z.object({
  id: UserIdSchema,
  full_name: z.string(),
  email: z.email(),
  role: RoleSchema.default('player'),
  country: z.string().nullable().optional(),
  ranking: z.number().int().positive().nullable().optional(),
  points: z.number().int().min(0).default(0),
  wins: z.number().int().min(0).default(0),
  losses: z.number().int().min(0).default(0),
  matches_played: z.number().int().min(0).default(0),
  titles_won: z.number().int().min(0).default(0),
  strong_hand: HandSchema.nullable().optional(),
  court_side: HandSchema.nullable().optional(),
  height: z.string().nullable().optional(),
  photo_url: z.url().nullable().optional(),
  /** True once the user registered as a player (listed among the players and able to enter tournaments). */
  registered_player: z.boolean().default(false),
  /** The language of the player's mails; English until the player switches the site's language while signed in. */
  language: PreferredLanguageSchema.default('en'),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/profile/me. full_name is not editable and is dropped if sent. */
export const ProfilePatchSchema = z.object({
  country: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= 2, { error: 'Country must be at least 2 characters' })
    .max(80)
    .optional(),
  strong_hand: HandSchema.nullable().optional(),
  court_side: HandSchema.nullable().optional(),
  height: optionalText(20),
  language: PreferredLanguageSchema.optional(),
});
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ProfileResponseSchema = ProfileSchema;
export const ProfilePatchResponseSchema = MessageResponseSchema.extend({ profile: ProfileSchema });
export type ProfilePatchResponse = z.infer<typeof ProfilePatchResponseSchema>;

/** POST /api/auth/signup */
export const SignupRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' })),
  password: z.string({ error: 'Password is required' }).min(6, { error: 'Password must be at least 6 characters' }).max(128),
  full_name: personNameSchema({ minLength: 1, tooShort: 'Full name is required', tooLong: 'Full name must be at most 120 characters' }),
  /** The site's language at sign-up: the profile's and Keycloak's (its verification and password mails and pages). */
  language: PreferredLanguageSchema.optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** Tokens of the new user's first session, as Keycloak's token endpoint returns them. */
export const SessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_expires_in: z.number().optional(),
  token_type: z.string().optional(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SignupResponseSchema = MessageResponseSchema.extend({
  user: z.object({ id: UserIdSchema, email: z.email() }),
  profile: ProfileSchema,
  /** null when the account was created but signing in must be done separately. */
  session: SessionSchema.nullable(),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;
