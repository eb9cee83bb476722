import { useQuery } from '@tanstack/react-query';
import { TournamentListSchema } from '@padel/contracts';
import { useApi } from '@padel/platform';
import { queryKeys } from './query-keys';

/** The public tournament list (GET /api/tournaments). */
export function useTournaments() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.tournaments, queryFn: () => api('/tournaments', { schema: TournamentListSchema }) });
}
