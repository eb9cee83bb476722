import styled from 'styled-components';
import type { OrganizerTournament, TournamentEntry } from '@padel/contracts';
import { Badge, Button, Dialog, EmptyState, Spinner } from '@padel/ui-kit';
import { messageOf, useTournamentEntries } from '@padel/api';
import { categoryLabels } from './create-tournament-form';

export const NO_ENTRIES_YET = 'No teams have entered this tournament yet.';

const entryStatusLabels: Record<TournamentEntry['status'], string> = {
  pending_both: 'Awaiting partner',
  confirmed: 'Confirmed',
  waitlist: 'Waitlist',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
};

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

/** "Omar Haddad & Layla Farouk", with Unknown Player for a member whose name is not known. */
export function teamNameOf(entry: TournamentEntry): string {
  const name = (profile: { full_name?: string | null } | null | undefined) => profile?.full_name || 'Unknown Player';
  return entry.team ? `${name(entry.team.player1_profile)} & ${name(entry.team.player2_profile)}` : 'Unknown Team';
}

function EntriesBody({ tournamentId }: { tournamentId: string }) {
  const entries = useTournamentEntries(tournamentId);
  if (entries.isPending) return <Spinner label="Loading entries" />;
  if (entries.isError) {
    return (
      <div role="alert">
        <EmptyState message={messageOf(entries.error, 'Failed to fetch entries')}>
          <Button $variant="outline" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (entries.data.length === 0) return <EmptyState message={NO_ENTRIES_YET} />;
  return (
    <List aria-label="Entries">
      {entries.data.map((entry) => (
        <Row key={entry.id} data-testid="tournament-entry">
          <div>
            <TeamName>{teamNameOf(entry)}</TeamName>
            <Meta>
              {categoryLabels[entry.category]} · {entry.level} Level
            </Meta>
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

/** "No entries yet", "1 team entered · 1 confirmed", "3 teams entered · 2 confirmed". */
export function entryCountText({ entry_counts: { total, confirmed } }: Pick<OrganizerTournament, 'entry_counts'>): string {
  if (total === 0) return 'No entries yet';
  return `${total} ${total === 1 ? 'team' : 'teams'} entered · ${confirmed} confirmed`;
}
