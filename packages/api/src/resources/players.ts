import { useQuery } from '@tanstack/react-query';
import {
  LegacyPlayerRegisterResponseSchema,
  PlayerListSchema,
  PlayerPageSchema,
  PlayerSchema,
  PlayerSearchQuerySchema,
  type LegacyPlayerRegister,
  type LegacyPlayerRegisterResponse,
  type PlayerSearchQuery,
} from '@padel/contracts';
import { ApiError, readLinkedPlayer, useApi, useAuth, writeLinkedPlayer, type ApiRequest, type LinkedPlayer } from '@padel/platform';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { useMyProfile } from './profile';
import { apiPath, queryKeyOf, type ApiPath } from '../core/query-keys';

/** The older list (GET /api/players without parameters, public): the first 20 registered players by name only. */
export function usePlayers() {
  return useApiQuery('/players', PlayerListSchema);
}

/** What a screen asks of the player search: the page (from 1), its size, a name part, a country, a hand and a side. */
export type PlayerSearchRequest = Partial<PlayerSearchQuery>;

/**
 * The query as sent: `page` and `limit` always (the contract's defaults when not given), the rest left out when empty.
 * Throws on what the service would refuse with 400, so a screen never asks it.
 */
export function playerSearchParams(request: PlayerSearchRequest = {}) {
  const { page, limit, q, country, strong_hand, court_side } = PlayerSearchQuerySchema.parse(request);
  return { page, limit, q: q || undefined, country: country || undefined, strong_hand, court_side };
}

/**
 * A page of registered players by name (GET /api/players with parameters, decision 180), searched on the server. Sent
 * with the session when there is one, so the caller, their partners and anyone with a pending invitation between them
 * are left out. While another page or search loads, the previous one stays on screen (`isPlaceholderData`).
 */
export function usePlayerSearch(request: PlayerSearchRequest = {}) {
  return useApiQuery('/players', PlayerPageSchema, { params: playerSearchParams(request), keepPrevious: true, auth: 'optional' });
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
 * (`padel.linkedPlayer:<userId>`), else from the caller's profile (GET /api/profile/me, `registered_player`), which
 * the shell has usually read already for its navigation; then cached.
 */
export function useLinkedPlayer(): LinkedPlayerState {
  const { status, user } = useAuth();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const cached = userId ? readLinkedPlayer(userId) : null;
  // The shell reads the same profile for its navigation, so the answer is usually in the cache already (issue 33).
  const profile = useMyProfile({ enabled: Boolean(userId) && !cached });

  if (!userId) return { status: 'signed-out', player: null };
  if (cached) return { status: 'linked', player: cached };
  if (profile.isPending) return { status: 'checking', player: null };
  if (profile.isError) return { status: 'error', player: null, error: profile.error };
  if (!profile.data.registered_player) return { status: 'none', player: null };
  const player = { id: profile.data.id, name: profile.data.full_name };
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
