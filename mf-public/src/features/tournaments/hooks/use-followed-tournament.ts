import { ApiError } from '@padel/platform';
import { followsLive, liveMatchesOf, useTournament, useTournamentLive } from '@padel/api';

/**
 * One tournament followed live: its details and draw (updated in place by the live stream until it is over, and for
 * the week its results may still be corrected), the matches being played now, the stream's state, and whether the
 * tournament does not exist.
 */
export function useFollowedTournament(tournamentId: string) {
  const tournament = useTournament(tournamentId);
  const connection = useTournamentLive(tournamentId, { enabled: followsLive(tournament.data) });
  const draw = tournament.data?.draw ?? null;
  return {
    tournament,
    connection,
    liveMatches: draw ? liveMatchesOf(draw) : [],
    notFound: tournament.error instanceof ApiError && tournament.error.status === 404,
  };
}
