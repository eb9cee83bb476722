import { AdminUserPageSchema, AdminUserResponseSchema, type AdminUserResponse, type GrantableRole } from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** GET /api/admin/users: a page of users (`q` with @ an e-mail prefix, else a name), admins only (decision 202). */
export function useAdminUsers(page: number, q: string) {
  return useApiQuery('/admin/users', AdminUserPageSchema, {
    auth: 'required',
    params: { page, q: q.trim() === '' ? undefined : q.trim() },
    keepPrevious: true,
  });
}

export type AdminUserAction =
  { id: string; action: 'roles'; role: GrantableRole; granted: boolean } | { id: string; action: 'block' | 'unblock' };

/** POST /api/admin/users/:id/roles, /block or /unblock. */
export function useAdminUserAction(callbacks: MutationCallbacks<AdminUserResponse, AdminUserAction> = {}) {
  return useApiMutation({
    request: (api, change: AdminUserAction) =>
      api(apiPath('admin', 'users', change.id, change.action), {
        method: 'POST',
        body: change.action === 'roles' ? { role: change.role, granted: change.granted } : {},
        schema: AdminUserResponseSchema,
        auth: 'required',
      }),
    changes: 'adminUserChange',
    refreshOnError: true,
    ...callbacks,
  });
}
