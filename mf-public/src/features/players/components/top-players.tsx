import { useRankingPage } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { usePlayerParam } from '../hooks/use-player-param';
import { HOME_TOP_PLAYERS, NO_PLAYERS } from '../lib/rankings';
import { PlayerDialog } from './player-dialog';
import { PlayerList } from './player-list';

/** Home: the first 5 of the current ranking; a player opens their dialog (`?player=<id>`). */
export function TopPlayers() {
  const ranking = useRankingPage({ page: 1, limit: HOME_TOP_PLAYERS });
  const { playerId, openPlayer, closePlayer } = usePlayerParam();
  return (
    <QueryResult query={ranking} loading="Loading players" failed="Failed to fetch players">
      {({ players }) => (
        <>
          {players.length === 0 ? (
            <EmptyState message={NO_PLAYERS} />
          ) : (
            <PlayerList players={players} label="Top players" onOpen={openPlayer} />
          )}
          <PlayerDialog playerId={playerId} entry={players.find((player) => player.id === playerId)} onClose={closePlayer} />
        </>
      )}
    </QueryResult>
  );
}
