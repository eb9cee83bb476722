import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateInvitationResponseSchema, InvitationListSchema, TeamListSchema } from '@padel/contracts';
import { useApi, useAuth } from '@padel/platform';
import { queryKeys } from './query-keys';

/** The caller's confirmed teams (GET /api/teams/me); only fetched with a session. */
export function useMyTeams() {
  const api = useApi();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.teams,
    queryFn: async () =>
      (await api('/teams/me', { schema: TeamListSchema, auth: 'required' })).filter((team) => team.status === 'confirmed'),
    enabled: status === 'signed-in',
  });
}

/** The caller's invitations (GET /api/team-invitations/me); only fetched with a session. */
export function useMyInvitations() {
  const api = useApi();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.invitations,
    queryFn: () => api('/team-invitations/me', { schema: InvitationListSchema, auth: 'required' }),
    enabled: status === 'signed-in',
  });
}

/**
 * Players the caller invited during this session. GET /api/team-invitations/me lists received invitations
 * only, so the sent ones are remembered here (reset with every other query on sign-out) to keep Invite as
 * Partner disabled; a duplicate sent after a reload is refused by the teams service.
 */
const sentInvitationsKey = ['session', 'sent-invitations'] as const;

export function useSentInvitees(): string[] {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: sentInvitationsKey,
    queryFn: () => queryClient.getQueryData<string[]>(sentInvitationsKey) ?? [],
    initialData: [] as string[],
  }).data;
}

/** POST /api/team-invitations to a registered player; refreshes invitation and team lists everywhere. */
export function useInvitePartner() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteeId: string) =>
      api('/team-invitations', {
        method: 'POST',
        body: { invitee_id: inviteeId },
        schema: CreateInvitationResponseSchema,
        auth: 'required',
      }),
    onSuccess: async (_response, inviteeId) => {
      queryClient.setQueryData<string[]>(sentInvitationsKey, (sent = []) => [...sent, inviteeId]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['team-invitations'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]);
    },
  });
}
