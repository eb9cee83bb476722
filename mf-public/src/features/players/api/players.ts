import { useQuery } from '@tanstack/react-query';
import { PlayerListSchema, type Player } from '@padel/contracts';
import { useApi, type ApiRequest } from '@padel/platform';
import { queryKeys } from '../../../api/query-keys';

export function getPlayers(api: ApiRequest): Promise<Player[]> {
  return api('/players', { schema: PlayerListSchema, auth: 'none' });
}

/** Registered players (GET /api/players, public). */
export function usePlayers() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.players, queryFn: () => getPlayers(api) });
}
