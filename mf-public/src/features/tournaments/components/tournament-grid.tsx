import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { Grid } from '@padel/ui-kit';
import { TournamentCard } from './tournament-card';

export const CardGrid = styled(Grid).attrs({ $columns: 3 })``;

/** Tournament cards, three columns wide on large screens. */
export function TournamentGrid({
  tournaments,
  onOpen,
}: {
  tournaments: readonly TournamentListItem[];
  onOpen: (tournament: TournamentListItem) => void;
}) {
  return (
    <CardGrid>
      {tournaments.map((tournament) => (
        <TournamentCard key={tournament.id} tournament={tournament} onOpen={onOpen} />
      ))}
    </CardGrid>
  );
}
