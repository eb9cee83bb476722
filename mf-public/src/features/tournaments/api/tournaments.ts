import { useQuery } from '@tanstack/react-query';
import { TournamentListSchema, type TournamentListItem } from '@padel/contracts';
import { useApi, type ApiRequest } from '@padel/platform';
import { queryKeys } from '../../../api/query-keys';

export function getTournaments(api: ApiRequest): Promise<TournamentListItem[]> {
  return api('/tournaments', { schema: TournamentListSchema, auth: 'none' });
}

/** The public tournament list with its display status (GET /api/tournaments). */
export function useTournaments() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.tournaments, queryFn: () => getTournaments(api) });
}
