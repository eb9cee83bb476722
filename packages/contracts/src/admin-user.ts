import { z } from 'zod';
import { MessageResponseSchema, PageQueryShape, pageOf, RoleSchema, searchText, UserIdSchema } from './common';
import { GrantableRoleSchema } from './organizer-application';

/**
 * GET /api/admin/users: a page of users. `q` containing `@` finds the users whose e-mail starts with it (any user with
 * a profile); other text finds the registered players whose name (or country) has a word starting with it (decision
 * 180's search); no `q` lists the registered players by name (decision 202).
 */
export const AdminUserQuerySchema = z.strictObject({ ...PageQueryShape, q: searchText(100) });
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

/** A user as the admin's Users section shows them: the profile's role and what the admin has asked for. */
export const AdminUserSchema = z.object({
  id: UserIdSchema,
  full_name: z.string(),
  email: z.string().nullable(),
  /** The profile's role (admin > partner > player > user), converged from Keycloak's realm roles. */
  role: RoleSchema,
  /** The grantable roles the user has, as the latest wish says when there is one, else as the profile says. */
  partner: z.boolean(),
  admin: z.boolean(),
  /** Blocked by an admin: cannot sign in. */
  blocked: z.boolean(),
  /** Whether an admin's change (a role or a block) is not in place in Keycloak and the profile yet. */
  pending: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = pageOf(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** POST /api/admin/users/:id/roles: grant (`granted: true`) or remove a role. */
export const RoleChangeSchema = z.strictObject({
  role: GrantableRoleSchema,
  granted: z.boolean({ error: 'Must be true or false' }),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** The answer of a role change, a block or an unblock. */
export const AdminUserResponseSchema = MessageResponseSchema.extend({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;
