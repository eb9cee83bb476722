import type Router from '@koa/router';
import {
  apiMessageBody,
  LegacyCreateInvitationSchema,
  LegacyInvitationsQuerySchema,
  type CreateInvitationResponse,
  type LegacyInvitation,
} from '@padel/contracts';
import { createRouter, AppError, principalOf, requireAuth, validate, validateQuery, type AuthState } from '@padel/service-kit';
import { callerOf } from '../../domain/caller';
import { pendingInvitationsFor, sendInvitation, type InvitationDeps } from '../../domain/invitations-service';
import { toLegacyInvitation } from './to-legacy-invitation';

/** The older body names the inviter (`inviterId`); a body without it is the current form's. */
const isLegacyBody = (body: unknown) => typeof body === 'object' && body !== null && 'inviterId' in body;

/**
 * Older forms of `/api/team-invitations`: sending with `inviterId` (which must be the caller; the answer is the
 * current one), and the caller's own pending invitations asked for by `inviteeId` (the newest 100). Mounted before the current router.
 */
export function invitationsLegacyRouter(deps: InvitationDeps): Router<AuthState> {
  const router = createRouter<AuthState>('/api/team-invitations');
  router.use(requireAuth());

  router.post('/', async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body ?? {};
    if (!isLegacyBody(body)) return next();
    const caller = callerOf(principalOf(ctx));
    const legacy = validate(LegacyCreateInvitationSchema, body);
    if (legacy.inviterId !== caller.id) throw new AppError(403, 'INVITE_ONLY_AS_YOURSELF');
    const target = { inviteeId: legacy.inviteeId, inviteeEmail: legacy.inviteeEmail?.toLowerCase() ?? null };
    const { invitation, message } = await sendInvitation(caller, target, deps);
    ctx.status = 201;
    ctx.body = { ...apiMessageBody(message), invitation } satisfies CreateInvitationResponse;
  });

  router.get('/', async (ctx) => {
    const caller = callerOf(principalOf(ctx));
    const { inviteeId } = validateQuery(ctx, LegacyInvitationsQuerySchema);
    if (inviteeId !== caller.id) throw new AppError(403, 'CANNOT_VIEW_OTHERS_INVITATIONS');
    ctx.body = (await pendingInvitationsFor(caller, deps.invitationTtlDays)).items.map(toLegacyInvitation) satisfies LegacyInvitation[];
  });

  return router;
}
