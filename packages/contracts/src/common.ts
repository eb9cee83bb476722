import { z } from 'zod';
import { ApiParamsSchema } from './api-codes';

/** Realm roles carried by access tokens (`realm_access.roles`). */
export const RoleSchema = z.enum(['user', 'player', 'partner', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** How much each role may do: a token with several acts with the highest. */
const ROLE_RANK: Record<Role, number> = { user: 0, player: 1, partner: 2, admin: 3 };

/** The profile role of a token's realm roles: admin > partner > player > user. */
export function roleOf(roles: readonly string[]): Role {
  return RoleSchema.options.reduce<Role>((best, role) => (roles.includes(role) && ROLE_RANK[role] > ROLE_RANK[best] ? role : best), 'user');
}

/** Keycloak user ids (token `sub`) are UUIDs. */
export const UserIdSchema = z.uuid({ error: 'Must be a valid UUID' });

/** Ids of documents owned by a service: opaque non-empty strings. */
export const EntityIdSchema = z.string().trim().min(1);

/** Calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

/** Instant in ISO 8601 with `Z` or an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

export const HandSchema = z.enum(['left', 'right'], { error: 'Must be left or right' });
export type Hand = z.infer<typeof HandSchema>;

/** Tournament tier used by host/entry views and registrations. */
export const CategorySchema = z.enum(['gold', 'silver', 'bronze'], { error: 'Must be gold, silver or bronze' });
export type Category = z.infer<typeof CategorySchema>;

/** C: advanced players, best of three sets; D: entry players, one set. */
export const LevelSchema = z.enum(['C', 'D'], { error: 'Must be C or D' });
export type Level = z.infer<typeof LevelSchema>;

/** Error body of every non-success response. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  /** The stable code of the message (api-codes.ts), e.g. `PLAYER_NOT_FOUND`; `params`: its variable parts. */
  code: z.string().optional(),
  params: ApiParamsSchema.optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Success bodies of mutations carry a human `message`, and its stable `code` (api-codes.ts) with its `params`. */
export const MessageResponseSchema = z.object({ message: z.string(), code: z.string().optional(), params: ApiParamsSchema.optional() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Optional text: trims, and turns an empty string into null (forms send "" for untouched fields). */
export const optionalText = (max = 200) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable().optional(),
  );

const pageNumber = z.coerce.number({ error: 'Must be a whole number' }).int({ error: 'Must be a whole number' });

/** The most a page of any list holds (`limit`); a larger one is a 400. */
export const PAGE_LIMIT_MAX = 100;
/** A page's size when the query names none. */
export const PAGE_LIMIT_DEFAULT = 20;

/** The `page` and `limit` of every paged list's query (page 1 first; limit 1 to 100, default 20). */
export const PageQuerySchema = z.strictObject({
  page: pageNumber.min(1, { error: 'Must be 1 or more' }).default(1),
  limit: pageNumber
    .min(1, { error: `Must be from 1 to ${PAGE_LIMIT_MAX}` })
    .max(PAGE_LIMIT_MAX, { error: `Must be from 1 to ${PAGE_LIMIT_MAX}` })
    .default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** An optional search text of a query string, trimmed, at most `max` characters. */
export const searchText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();
