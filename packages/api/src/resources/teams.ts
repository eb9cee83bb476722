import {
  AcceptInvitationResponseSchema,
  CreateInvitationResponseSchema,
  InvitationListSchema,
  InvitationPageSchema,
  MessageResponseSchema,
  PageQuerySchema,
  SentInvitationListSchema,
  SentInvitationPageSchema,
  TeamListSchema,
  TeamPageSchema,
  type PageQuery,
  type AcceptInvitationResponse,
  type CreateInvitation,
  type CreateInvitationResponse,
  type MessageResponse,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** The caller's confirmed teams with both members' profiles (GET /api/teams/me); asked only while signed in. */
export function useMyTeams() {
  return useApiQuery('/teams/me', TeamListSchema, { auth: 'required' });
}

/** Pending invitations for the caller (GET /api/team-invitations/me). */
export function useMyInvitations() {
  return useApiQuery('/team-invitations/me', InvitationListSchema, { auth: 'required' });
}

/** Pending invitations the caller sent, newest first (GET /api/team-invitations/sent). */
export function useSentInvitations() {
  return useApiQuery('/team-invitations/sent', SentInvitationListSchema, { auth: 'required' });
}

/** The query of a paged list as sent: `page` and `limit` (the contract's defaults when not given); throws on what the service refuses. */
const pageParams = (request: Partial<PageQuery>) => {
  const { page, limit } = PageQuerySchema.parse(request);
  return { page, limit };
};

/** A page of the caller's confirmed teams, oldest first (GET /api/teams/me?page&limit). */
export function useMyTeamPage(request: Partial<PageQuery> = {}) {
  return useApiQuery('/teams/me', TeamPageSchema, { auth: 'required', params: pageParams(request), keepPrevious: true });
}

/** A page of the pending invitations to the caller, newest first (GET /api/team-invitations/me?page&limit). */
export function useMyInvitationPage(request: Partial<PageQuery> = {}) {
  return useApiQuery('/team-invitations/me', InvitationPageSchema, { auth: 'required', params: pageParams(request), keepPrevious: true });
}

/** A page of the pending invitations the caller sent, newest first (GET /api/team-invitations/sent?page&limit). */
export function useSentInvitationPage(request: Partial<PageQuery> = {}) {
  return useApiQuery('/team-invitations/sent', SentInvitationPageSchema, {
    auth: 'required',
    params: pageParams(request),
    keepPrevious: true,
  });
}

/** POST /api/team-invitations, to a registered player (`invitee_id`) or by email. */
export function useSendInvitation(callbacks: MutationCallbacks<CreateInvitationResponse, CreateInvitation> = {}) {
  return useApiMutation({
    request: (api, invitation: CreateInvitation) =>
      api('/team-invitations', { method: 'POST', body: invitation, schema: CreateInvitationResponseSchema, auth: 'required' }),
    changes: 'teamChange',
    ...callbacks,
  });
}

/**
 * POST /api/team-invitations/accept with the invitation's token; creates the confirmed team. The lists refresh
 * after a refusal too: the invitation may have expired or been answered meanwhile.
 */
export function useAcceptInvitation(callbacks: MutationCallbacks<AcceptInvitationResponse, string> = {}) {
  return useApiMutation({
    request: (api, token: string) =>
      api('/team-invitations/accept', { method: 'POST', body: { token }, schema: AcceptInvitationResponseSchema, auth: 'required' }),
    changes: 'teamChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** POST /api/team-invitations/:id/<action> (empty body); refreshes after a refusal too, like accepting. */
function useInvitationAnswer(action: 'decline' | 'cancel', callbacks: MutationCallbacks<MessageResponse, string>) {
  return useApiMutation({
    request: (api, invitationId: string) =>
      api(apiPath('team-invitations', invitationId, action), { method: 'POST', body: {}, schema: MessageResponseSchema, auth: 'required' }),
    changes: 'teamChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** The invitee declines a pending invitation. */
export function useDeclineInvitation(callbacks: MutationCallbacks<MessageResponse, string> = {}) {
  return useInvitationAnswer('decline', callbacks);
}

/** The inviter withdraws a pending invitation it sent. */
export function useCancelInvitation(callbacks: MutationCallbacks<MessageResponse, string> = {}) {
  return useInvitationAnswer('cancel', callbacks);
}
