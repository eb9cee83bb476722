import { z } from 'zod';

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

/** The values of a message's variable parts (api-codes.ts), by argument name. */
export const ApiParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ApiParams = z.infer<typeof ApiParamsSchema>;

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

/** The most items one page of a list carries, and how many it carries when the query does not say. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

const wholeNumber = z.coerce.number({ error: 'Must be a whole number' }).int({ error: 'Must be a whole number' });

/** `page` (from 1) and `limit` (1 to 100, 20 when absent) of every paged list's query string. */
export const PageQueryShape = {
  page: wholeNumber.min(1, { error: 'Must be 1 or more' }).default(1),
  limit: wholeNumber
    .min(1, { error: `Must be from 1 to ${MAX_PAGE_LIMIT}` })
    .max(MAX_PAGE_LIMIT, { error: `Must be from 1 to ${MAX_PAGE_LIMIT}` })
    .default(DEFAULT_PAGE_LIMIT),
};
export const PageQuerySchema = z.strictObject(PageQueryShape);
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Optional search text of a query string: trimmed, at most `max` characters. */
export const searchText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/** One page of a list: its items, the page and limit asked for, and how many items the whole list has. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: z.number().int().min(0),
  });
