import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LegacyPlayerRegisterResponseSchema,
  LegacyRegistrationResponseSchema,
  PlayerSchema,
  ProfileResponseSchema,
  type LegacyCreateRegistration,
  type LegacyPlayerRegister,
} from '@padel/contracts';
import { ApiError, readLinkedPlayer, useApi, useAuth, writeLinkedPlayer, type LinkedPlayer } from '@padel/platform';
import { queryKeys } from '../../../api/query-keys';

export type LinkedPlayerState =
  | { status: 'signed-out' | 'checking' | 'none'; player: null }
  | { status: 'linked'; player: LinkedPlayer }
  | { status: 'error'; player: null; error: Error };

/**
 * The signed-in user's own registered player (the "linked player" of SPEC §4): read from localStorage
 * (`padel.linkedPlayer:<userId>`), else looked up with GET /api/players/<userId> (404: not registered) and
 * then cached.
 */
export function useLinkedPlayer(): LinkedPlayerState {
  const api = useApi();
  const { status, user } = useAuth();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const cached = userId ? readLinkedPlayer(userId) : null;
  const lookup = useQuery({
    queryKey: queryKeys.player(userId ?? ''),
    queryFn: async () => {
      try {
        return await api(`/players/${encodeURIComponent(userId ?? '')}`, { schema: PlayerSchema, auth: 'none' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(userId) && !cached,
  });

  if (!userId) return { status: 'signed-out', player: null };
  if (cached) return { status: 'linked', player: cached };
  if (lookup.isPending) return { status: 'checking', player: null };
  if (lookup.isError) return { status: 'error', player: null, error: lookup.error };
  if (!lookup.data) return { status: 'none', player: null };
  const player = { id: lookup.data.id, name: lookup.data.full_name || lookup.data.name };
  writeLinkedPlayer(userId, player);
  return { status: 'linked', player };
}

/** The caller's profile (to prefill the register-as-player form); only with a session. */
export function useMyProfile() {
  const api = useApi();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => api('/profile/me', { schema: ProfileResponseSchema, auth: 'required' }),
    enabled: status === 'signed-in',
  });
}

/** POST /api/players (legacy form) for the caller; links the player and refreshes players and profile. */
export function useRegisterPlayer() {
  const api = useApi();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LegacyPlayerRegister) =>
      api('/players', { method: 'POST', body: form, schema: LegacyPlayerRegisterResponseSchema, auth: 'required' }),
    onSuccess: async (player) => {
      if (user) writeLinkedPlayer(user.id, { id: player.id, name: player.name });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.players }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}

/** POST /api/tournament-registrations (older form); refreshes registration, entry and team lists everywhere. */
export function useRegisterForTournament() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: LegacyCreateRegistration) =>
      api('/tournament-registrations', { method: 'POST', body: registration, schema: LegacyRegistrationResponseSchema, auth: 'required' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tournament-registrations'] }),
        queryClient.invalidateQueries({ queryKey: ['tournament-entries'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]);
    },
  });
}
