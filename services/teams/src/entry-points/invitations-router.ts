import type Router from '@koa/router';
import {
  apiMessageBody,
  AcceptInvitationSchema,
  CreateInvitationSchema,
  PageQuerySchema,
  type AcceptInvitationResponse,
  type CreateInvitationResponse,
  type Invitation,
  type InvitationPage,
  type MessageResponse,
  type SentInvitation,
  type SentInvitationPage,
} from '@padel/contracts';
import { createRouter, principalOf, requireAuth, validate, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
import { callerOf } from '../domain/caller';
import {
  acceptInvitationById,
  acceptInvitationByToken,
  cancelInvitationById,
  declineInvitationById,
  pendingInvitationsFor,
  pendingInvitationsSentBy,
  sendInvitation,
  toInvitation,
  type InvitationDeps,
} from '../domain/invitations-service';

export type InvitationsRouterDeps = InvitationDeps;

export function invitationsRouter(deps: InvitationsRouterDeps): Router<AuthState> {
  const router = createRouter<AuthState>('/api/team-invitations');
  router.use(requireAuth());

  router.post('/', async (ctx) => {
    const caller = callerOf(principalOf(ctx));
    const body = validate(CreateInvitationSchema, (ctx.request as { body?: unknown }).body ?? {});
    const target = { inviteeId: body.invitee_id ?? null, inviteeEmail: body.invitee_email ?? null };
    const { invitation, message } = await sendInvitation(caller, target, deps);
    ctx.status = 201;
    ctx.body = { ...apiMessageBody(message), invitation } satisfies CreateInvitationResponse;
  });

  /** Received and sent: a page with any query parameter; without one, the older form: the newest 100 (decision 194). */
  router.get('/me', async (ctx) => {
    const caller = callerOf(principalOf(ctx));
    const query = ctx.querystring ? validateQuery(ctx, PageQuerySchema) : undefined;
    const { items, total } = await pendingInvitationsFor(caller, deps.invitationTtlDays, query);
    const invitations = items.map((record) => toInvitation(record, deps.invitationTtlDays)) satisfies Invitation[];
    ctx.body = query ? ({ items: invitations, page: query.page, limit: query.limit, total } satisfies InvitationPage) : invitations;
  });

  router.get('/sent', async (ctx) => {
    const query = ctx.querystring ? validateQuery(ctx, PageQuerySchema) : undefined;
    const { items, total } = await pendingInvitationsSentBy(callerOf(principalOf(ctx)), deps.invitationTtlDays, query);
    ctx.body = query
      ? ({ items, page: query.page, limit: query.limit, total } satisfies SentInvitationPage)
      : (items satisfies SentInvitation[]);
  });

  router.post('/accept', async (ctx) => {
    const { token } = validateBody(ctx, AcceptInvitationSchema);
    const team = await acceptInvitationByToken(callerOf(principalOf(ctx)), token, deps);
    ctx.body = { ...apiMessageBody('INVITATION_ACCEPTED'), team } satisfies AcceptInvitationResponse;
  });

  router.post('/:id/accept', async (ctx) => {
    const team = await acceptInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps);
    ctx.body = { ...apiMessageBody('INVITATION_ACCEPTED'), team } satisfies AcceptInvitationResponse;
  });

  router.post('/:id/decline', async (ctx) => {
    await declineInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps.invitationTtlDays);
    ctx.body = apiMessageBody('INVITATION_DECLINED') satisfies MessageResponse;
  });

  /** The inviter withdraws a pending invitation (empty body). */
  router.post('/:id/cancel', async (ctx) => {
    await cancelInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps.invitationTtlDays);
    ctx.body = apiMessageBody('INVITATION_CANCELLED') satisfies MessageResponse;
  });

  return router;
}
