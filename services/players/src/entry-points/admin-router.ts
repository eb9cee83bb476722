import type Router from '@koa/router';
import {
  AdminUserQuerySchema,
  apiMessageBody,
  ApplicationListQuerySchema,
  ApplicationRejectionSchema,
  AuditQuerySchema,
  RoleChangeSchema,
} from '@padel/contracts';
import { createRouter, principalOf, requireRole, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { changeRole, listUsers, readUser, setBlocked } from '../domain/admin-users';
import { auditLog, decideApplication, listApplications, readApplication } from '../domain/organizer-applications';

/** The admin area's calls on the players service; every one needs the admin role (issue 29, item 2). */
export function adminRouter(options: { publicUrl?: string; accounts?: KeycloakAccounts }): Router<AuthState> {
  const router = createRouter<AuthState>('/api/admin');
  router.use(requireRole('admin'));

  router.get('/applications', async (ctx) => {
    ctx.body = await listApplications(validateQuery(ctx, ApplicationListQuerySchema));
  });

  router.get('/applications/:id', async (ctx) => {
    ctx.body = await readApplication(ctx.params.id as string);
  });

  router.post('/applications/:id/approve', async (ctx) => {
    const application = await decideApplication(principalOf(ctx), ctx.params.id as string, { status: 'approved' }, options.publicUrl);
    ctx.body = { ...apiMessageBody('APPLICATION_APPROVED'), application };
  });

  router.post('/applications/:id/reject', async (ctx) => {
    const { reason } = validateBody(ctx, ApplicationRejectionSchema);
    const application = await decideApplication(
      principalOf(ctx),
      ctx.params.id as string,
      { status: 'rejected', reason },
      options.publicUrl,
    );
    ctx.body = { ...apiMessageBody('APPLICATION_REJECTED'), application };
  });

  router.get('/audit', async (ctx) => {
    ctx.body = await auditLog(validateQuery(ctx, AuditQuerySchema));
  });

  // The Users section (decision 202).
  router.get('/users', async (ctx) => {
    ctx.body = await listUsers(validateQuery(ctx, AdminUserQuerySchema));
  });

  router.get('/users/:id', async (ctx) => {
    ctx.body = await readUser(ctx.params.id as string);
  });

  router.post('/users/:id/roles', async (ctx) => {
    const change = validateBody(ctx, RoleChangeSchema);
    const user = await changeRole(options.accounts, principalOf(ctx), ctx.params.id as string, change);
    ctx.body = { ...apiMessageBody(change.granted ? 'ROLE_GRANTED' : 'ROLE_REMOVED'), user };
  });

  router.post('/users/:id/block', async (ctx) => {
    const user = await setBlocked(options.accounts, principalOf(ctx), ctx.params.id as string, true);
    ctx.body = { ...apiMessageBody('USER_BLOCKED'), user };
  });

  router.post('/users/:id/unblock', async (ctx) => {
    const user = await setBlocked(options.accounts, principalOf(ctx), ctx.params.id as string, false);
    ctx.body = { ...apiMessageBody('USER_UNBLOCKED'), user };
  });

  return router;
}
