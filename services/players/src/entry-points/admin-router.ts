import type Router from '@koa/router';
import { apiMessageBody, ApplicationListQuerySchema, ApplicationRejectionSchema, AuditQuerySchema } from '@padel/contracts';
import { createRouter, principalOf, requireRole, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import { auditLog, decideApplication, listApplications, readApplication } from '../domain/organizer-applications';

/** The admin area's calls on the players service; every one needs the admin role (issue 29, item 2). */
export function adminRouter(options: { publicUrl?: string }): Router<AuthState> {
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

  return router;
}
