import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateInvitationResponseSchema, InvitationListSchema, SentInvitationListSchema, TeamListSchema } from '@padel/contracts';
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

/** Ids of the players the caller has pending invitations to (GET /api/team-invitations/sent). */
export function useSentInvitees(): string[] {
  const api = useApi();
  const { status } = useAuth();
  return (
    useQuery({
      queryKey: queryKeys.sentInvitations,
      queryFn: () => api('/team-invitations/sent', { schema: SentInvitationListSchema, auth: 'required' }),
      enabled: status === 'signed-in',
      select: (sent) => sent.flatMap((invitation) => (invitation.invitee ? [invitation.invitee] : [])),
    }).data ?? []
  );
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
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['team-invitations'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]);
    },
  });
}
