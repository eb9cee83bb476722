import { useState } from 'react';
import styled from 'styled-components';
import type { Player } from '@padel/contracts';
import { PlayerCard } from './player-card';
import { PlayerDialog } from './player-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** Player cards in the given order; a card opens its player dialog (which follows the list, so it shows fresh data after a refetch). */
export function PlayerList({ players, label }: { players: readonly Player[]; label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <List aria-label={label}>
        {players.map((player) => (
          <PlayerCard key={player.id} player={player} onOpen={(chosen) => setOpenId(chosen.id)} />
        ))}
      </List>
      <PlayerDialog player={players.find((player) => player.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </>
  );
}
