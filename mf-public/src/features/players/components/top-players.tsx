import { useState } from 'react';
import { EmptyState, Spinner } from '@padel/ui-kit';
import { QueryError } from '../../../components/query-error';
import { usePlayers } from '@padel/api';
import { HOME_TOP_PLAYERS, NO_PLAYERS, sortByRanking } from '../lib/rankings';
import { PlayerCard, PlayerList } from './player-card';
import { PlayerDialog } from './player-dialog';

/** Home: the top 5 players of the rankings. */
export function TopPlayers() {
  const players = usePlayers();
  const [openId, setOpenId] = useState<string | null>(null);
  if (players.isPending) return <Spinner label="Loading players" />;
  if (players.isError)
    return <QueryError error={players.error} fallback="Failed to fetch players" onRetry={() => void players.refetch()} />;
  const top = sortByRanking(players.data).slice(0, HOME_TOP_PLAYERS);
  if (top.length === 0) return <EmptyState message={NO_PLAYERS} />;
  return (
    <>
      <PlayerList aria-label="Top players">
        {top.map((player) => (
          <PlayerCard key={player.id} player={player} onOpen={(chosen) => setOpenId(chosen.id)} />
        ))}
      </PlayerList>
      <PlayerDialog player={top.find((player) => player.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </>
  );
}
