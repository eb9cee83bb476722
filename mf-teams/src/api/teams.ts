import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AcceptInvitationResponseSchema,
  CreateInvitationResponseSchema,
  InvitationListSchema,
  MessageResponseSchema,
  TeamListSchema,
  type CreateInvitation,
} from '@padel/contracts';
import { useApi } from '@padel/platform';
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

/** Ids of the players invited in this session, wherever on the site (see `queryKeys.sentInvitees`). */
export function useSentInvitees(): string[] {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.sentInvitees,
    queryFn: () => queryClient.getQueryData<string[]>(queryKeys.sentInvitees) ?? [],
    initialData: [] as string[],
  }).data;
}

/** POST /api/team-invitations by partner id or by email. */
export function useSendInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: CreateInvitation) =>
      api('/team-invitations', { method: 'POST', body: invitation, schema: CreateInvitationResponseSchema, auth: 'required' }),
    onSuccess: (_response, invitation) => {
      const inviteeId = invitation.invitee_id;
      if (inviteeId) queryClient.setQueryData<string[]>(queryKeys.sentInvitees, (sent = []) => [...sent, inviteeId]);
      return refreshTeamLists(queryClient);
    },
  });
}

/** POST /api/team-invitations/accept with the invitation's token; creates the confirmed team. */
export function useAcceptInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('/team-invitations/accept', { method: 'POST', body: { token }, schema: AcceptInvitationResponseSchema, auth: 'required' }),
    onSuccess: () => refreshTeamLists(queryClient),
  });
}

/** POST /api/team-invitations/:id/decline (empty body). */
export function useDeclineInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api(`/team-invitations/${encodeURIComponent(invitationId)}/decline`, {
        method: 'POST',
        body: {},
        schema: MessageResponseSchema,
        auth: 'required',
      }),
    onSuccess: () => refreshTeamLists(queryClient),
  });
}
