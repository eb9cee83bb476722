import { useMemo } from 'react';
import { useMyTeams } from '@padel/api';

/** The caller's confirmed teams, the ones that may enter a tournament. */
export function useConfirmedTeams() {
  const teams = useMyTeams();
  const confirmed = useMemo(() => (teams.data ?? []).filter((team) => team.status === 'confirmed'), [teams.data]);
  return { teams: confirmed, isPending: teams.isPending, error: teams.isError ? teams.error : null };
}
