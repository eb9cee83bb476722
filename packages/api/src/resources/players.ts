import { useQuery } from '@tanstack/react-query';
import {
  LegacyPlayerRegisterResponseSchema,
  PlayerListSchema,
  PlayerSchema,
  type LegacyPlayerRegister,
  type LegacyPlayerRegisterResponse,
} from '@padel/contracts';
import { ApiError, readLinkedPlayer, useApi, useAuth, writeLinkedPlayer, type ApiRequest, type LinkedPlayer } from '@padel/platform';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath, queryKeyOf, type ApiPath } from '../core/query-keys';

/** Registered players (GET /api/players, public): the rankings and the pool of partner candidates. */
export function usePlayers() {
  return useApiQuery('/players', PlayerListSchema);
}

/** GET /api/players/:id, null when there is no such player (404). */
async function findPlayer(api: ApiRequest, path: ApiPath) {
  try {
    return await api(path, { schema: PlayerSchema, auth: 'none' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One player's profile (GET /api/players/:id, public): hand, side and height; null when not registered. */
export function usePlayer(playerId: string | null) {
  const api = useApi();
  const path = apiPath('players', playerId ?? '');
  return useQuery({ queryKey: queryKeyOf(path), queryFn: () => findPlayer(api, path), enabled: playerId !== null });
}

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
  const path = apiPath('players', userId ?? '');
  const lookup = useQuery({
    queryKey: queryKeyOf(path),
    queryFn: () => findPlayer(api, path),
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

/** POST /api/players (the older register-as-player form) for the caller; links the player to the session. */
export function useRegisterPlayer(callbacks: MutationCallbacks<LegacyPlayerRegisterResponse, LegacyPlayerRegister> = {}) {
  const { user } = useAuth();
  return useApiMutation({
    request: (api, form: LegacyPlayerRegister) =>
      api('/players', { method: 'POST', body: form, schema: LegacyPlayerRegisterResponseSchema, auth: 'required' }),
    changes: 'playerRegistered',
    beforeRefresh: (player) => {
      if (user) writeLinkedPlayer(user.id, { id: player.id, name: player.name });
    },
    ...callbacks,
  });
}
