import styled from 'styled-components';
import type { RankingEntry } from '@padel/contracts';
import { PlayerCard } from './player-card';

const List = styled.ul<{ $busy: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

/** Player cards in the given order; a card's name opens its player. `busy`: another page or search is loading. */
export function PlayerList({
  players,
  label,
  onOpen,
  busy = false,
}: {
  players: readonly RankingEntry[];
  label: string;
  onOpen: (playerId: string) => void;
  busy?: boolean;
}) {
  return (
    <List aria-label={label} aria-busy={busy} $busy={busy}>
      {players.map((player) => (
        <PlayerCard key={player.id} player={player} onOpen={(chosen) => onOpen(chosen.id)} />
      ))}
    </List>
  );
}
