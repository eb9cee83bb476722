import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AcceptInvitationResponseSchema,
  CreateInvitationResponseSchema,
  InvitationListSchema,
  MessageResponseSchema,
  SentInvitationListSchema,
  TeamListSchema,
  type AcceptInvitationResponse,
  type CreateInvitation,
  type CreateInvitationResponse,
  type MessageResponse,
} from '@padel/contracts';
import { useApi } from '@padel/platform';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** The caller's confirmed teams with both members' profiles (GET /api/teams/me). */
export function useMyTeams() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.teams, queryFn: () => api('/teams/me', { schema: TeamListSchema, auth: 'required' }) });
}

/** Pending invitations for the caller (GET /api/team-invitations/me). */
export function useMyInvitations() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.invitations,
    queryFn: () => api('/team-invitations/me', { schema: InvitationListSchema, auth: 'required' }),
  });
}

/** Invitation and team lists change together; players record partners from the same event. */
function refreshTeamLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['team-invitations'] }),
    queryClient.invalidateQueries({ queryKey: ['teams'] }),
  ]);
}

/**
 * Pending invitations the caller sent (GET /api/team-invitations/sent), newest first. The key is shared with
 * mf-public's partner panel, which reads it to disable Invite as Partner.
 */
export function useSentInvitations() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.sentInvitations,
    queryFn: () => api('/team-invitations/sent', { schema: SentInvitationListSchema, auth: 'required' }),
  });
}

/** POST /api/team-invitations by partner id or by email. */
export function useSendInvitation({ onSuccess, onError }: MutationCallbacks<CreateInvitationResponse, CreateInvitation> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: CreateInvitation) =>
      api('/team-invitations', { method: 'POST', body: invitation, schema: CreateInvitationResponseSchema, auth: 'required' }),
    onSuccess: async (data, invitation) => {
      await refreshTeamLists(queryClient);
      onSuccess?.(data, invitation);
    },
    onError,
  });
}

/**
 * POST /api/team-invitations/accept with the invitation's token; creates the confirmed team. The lists are
 * refreshed after a refusal too: the invitation may have expired or been answered meanwhile.
 */
export function useAcceptInvitation({ onSuccess, onError }: MutationCallbacks<AcceptInvitationResponse, string> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('/team-invitations/accept', { method: 'POST', body: { token }, schema: AcceptInvitationResponseSchema, auth: 'required' }),
    onSuccess: async (data, token) => {
      await refreshTeamLists(queryClient);
      onSuccess?.(data, token);
    },
    onError: (error, token) => {
      onError?.(error, token);
      void refreshTeamLists(queryClient);
    },
  });
}

/**
 * POST /api/team-invitations/:id/<action> (empty body): the invitee declines, or the inviter cancels. The lists
 * are refreshed after a refusal too: a 409 means this screen showed an invitation that was answered meanwhile.
 */
function useInvitationAction(action: 'decline' | 'cancel', { onSuccess, onError }: MutationCallbacks<MessageResponse, string>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api(`/team-invitations/${encodeURIComponent(invitationId)}/${action}`, {
        method: 'POST',
        body: {},
        schema: MessageResponseSchema,
        auth: 'required',
      }),
    onSuccess: async (data, invitationId) => {
      await refreshTeamLists(queryClient);
      onSuccess?.(data, invitationId);
    },
    onError: (error, invitationId) => {
      onError?.(error, invitationId);
      void refreshTeamLists(queryClient);
    },
  });
}

/** The invitee declines a pending invitation. */
export function useDeclineInvitation(callbacks: MutationCallbacks<MessageResponse, string> = {}) {
  return useInvitationAction('decline', callbacks);
}

/** The inviter withdraws a pending invitation it sent; every invitation list (and partner picker) refreshes. */
export function useCancelInvitation(callbacks: MutationCallbacks<MessageResponse, string> = {}) {
  return useInvitationAction('cancel', callbacks);
}
