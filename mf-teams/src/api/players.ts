import { useQuery } from '@tanstack/react-query';
import { PlayerListSchema } from '@padel/contracts';
import { useApi } from '@padel/platform';
import { queryKeys } from './query-keys';

/** Registered players (GET /api/players), the pool of partner candidates. */
export function usePlayers() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.players, queryFn: () => api('/players', { schema: PlayerListSchema }) });
}
