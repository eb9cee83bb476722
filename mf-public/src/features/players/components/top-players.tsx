import { usePlayers } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { HOME_TOP_PLAYERS, NO_PLAYERS, sortByRanking } from '../lib/rankings';
import { PlayerList } from './player-list';

/** Home: the top 5 players of the rankings. */
export function TopPlayers() {
  const players = usePlayers();
  return (
    <QueryResult query={players} loading="Loading players" failed="Failed to fetch players">
      {(list) => {
        const top = sortByRanking(list).slice(0, HOME_TOP_PLAYERS);
        return top.length === 0 ? <EmptyState message={NO_PLAYERS} /> : <PlayerList players={top} label="Top players" />;
      }}
    </QueryResult>
  );
}
