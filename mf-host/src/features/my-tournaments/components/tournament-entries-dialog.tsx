import styled from 'styled-components';
import type { OrganizerTournament } from '@padel/contracts';
import { messageOf, useTournamentEntries } from '@padel/api';
import { Badge, Dialog, EmptyState, ErrorState, LoadingState } from '@padel/ui-kit';
import { categoryAndLevel, entryCountText, entryStatusLabels, NO_ENTRIES_YET, teamNameOf } from '../lib/tournament-entries';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const TeamName = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

function EntriesBody({ tournamentId }: { tournamentId: string }) {
  const entries = useTournamentEntries(tournamentId);
  if (entries.isPending) return <LoadingState label="Loading entries" />;
  if (entries.isError) {
    return <ErrorState message={messageOf(entries.error, 'Failed to fetch entries')} onRetry={() => void entries.refetch()} />;
  }
  if (entries.data.length === 0) return <EmptyState message={NO_ENTRIES_YET} />;
  return (
    <List aria-label="Entries">
      {entries.data.map((entry) => (
        <Row key={entry.id} data-testid="tournament-entry">
          <div>
            <TeamName>{teamNameOf(entry)}</TeamName>
            <Meta>{categoryAndLevel(entry)}</Meta>
          </div>
          <Badge $variant={entry.status === 'confirmed' ? 'default' : 'secondary'}>{entryStatusLabels[entry.status]}</Badge>
        </Row>
      ))}
    </List>
  );
}

/** The teams that entered one of the organizer's tournaments, in entry order, with each entry's status. */
export function TournamentEntriesDialog({ tournament, onClose }: { tournament: OrganizerTournament | null; onClose: () => void }) {
  return (
    <Dialog
      open={tournament !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tournament ? `Entries: ${tournament.title}` : ''}
      description={tournament ? entryCountText(tournament) : undefined}
    >
      {tournament ? <EntriesBody tournamentId={tournament.id} /> : null}
    </Dialog>
  );
}
