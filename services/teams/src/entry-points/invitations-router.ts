import Router from '@koa/router';
import {
  AcceptInvitationSchema,
  CreateInvitationSchema,
  LegacyCreateInvitationSchema,
  LegacyInvitationsQuerySchema,
  type AcceptInvitationResponse,
  type CreateInvitationResponse,
  type Invitation,
  type LegacyInvitation,
  type MessageResponse,
  type SentInvitation,
} from '@padel/contracts';
import { AppError, principalOf, requireAuth, validate, validateBody, validateQuery, type AuthState } from '@padel/service-kit';
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
  toLegacyInvitation,
  type InvitationDeps,
  type InvitationTarget,
} from '../domain/invitations-service';

export type InvitationsRouterDeps = InvitationDeps;

/** The request body in either generation: the older one names the inviter (inviterId), which must be the caller. */
function invitationTarget(body: unknown, callerId: string): InvitationTarget {
  if (body && typeof body === 'object' && 'inviterId' in body) {
    const legacy = validate(LegacyCreateInvitationSchema, body);
    if (legacy.inviterId !== callerId) throw new AppError(403, 'You can only send invitations as yourself');
    return { inviteeId: legacy.inviteeId, inviteeEmail: legacy.inviteeEmail?.toLowerCase() ?? null };
  }
  const current = validate(CreateInvitationSchema, body);
  return { inviteeId: current.invitee_id ?? null, inviteeEmail: current.invitee_email ?? null };
}

export function invitationsRouter(deps: InvitationsRouterDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/team-invitations' });
  router.use(requireAuth());

  router.post('/', async (ctx) => {
    const caller = callerOf(principalOf(ctx));
    const target = invitationTarget((ctx.request as { body?: unknown }).body ?? {}, caller.id);
    const invitation = await sendInvitation(caller, target, deps);
    ctx.status = 201;
    ctx.body = { message: 'Invitation sent', invitation } satisfies CreateInvitationResponse;
  });

  router.get('/me', async (ctx) => {
    const invitations = await pendingInvitationsFor(callerOf(principalOf(ctx)), deps.invitationTtlDays);
    ctx.body = invitations.map((record) => toInvitation(record, deps.invitationTtlDays)) satisfies Invitation[];
  });

  router.get('/sent', async (ctx) => {
    ctx.body = (await pendingInvitationsSentBy(callerOf(principalOf(ctx)), deps.invitationTtlDays)) satisfies SentInvitation[];
  });

  /** Older form: the caller's own pending invitations, asked for by id. */
  router.get('/', async (ctx) => {
    const caller = callerOf(principalOf(ctx));
    const { inviteeId } = validateQuery(ctx, LegacyInvitationsQuerySchema);
    if (inviteeId !== caller.id) throw new AppError(403, "You cannot view another player's invitations");
    ctx.body = (await pendingInvitationsFor(caller, deps.invitationTtlDays)).map(toLegacyInvitation) satisfies LegacyInvitation[];
  });

  router.post('/accept', async (ctx) => {
    const { token } = validateBody(ctx, AcceptInvitationSchema);
    const team = await acceptInvitationByToken(callerOf(principalOf(ctx)), token, deps);
    ctx.body = { message: 'Invitation accepted', team } satisfies AcceptInvitationResponse;
  });

  router.post('/:id/accept', async (ctx) => {
    const team = await acceptInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps);
    ctx.body = { message: 'Invitation accepted', team } satisfies AcceptInvitationResponse;
  });

  router.post('/:id/decline', async (ctx) => {
    await declineInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps.invitationTtlDays);
    ctx.body = { message: 'Invitation declined' } satisfies MessageResponse;
  });

  /** The inviter withdraws a pending invitation (empty body). */
  router.post('/:id/cancel', async (ctx) => {
    await cancelInvitationById(callerOf(principalOf(ctx)), ctx.params.id as string, deps.invitationTtlDays);
    ctx.body = { message: 'Invitation cancelled' } satisfies MessageResponse;
  });

  return router;
}
