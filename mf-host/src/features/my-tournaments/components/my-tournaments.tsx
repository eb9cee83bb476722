import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OrganizerTournament } from '@padel/contracts';
import { formatDateRange, messageOf, useMyTournaments } from '@padel/api';
import { useAuth } from '@padel/platform';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  LoadingState,
} from '@padel/ui-kit';
import { categoryAndLevel, entryCountText, NO_TOURNAMENTS_YET, statusLabels } from '../lib/tournament-entries';
import { TournamentEntriesDialog } from './tournament-entries-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const EntriesRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 4px;
`;

/**
 * SPEC §2 Host dashboard: the organizer's tournaments (the service lists them newest first), with their entries and
 * the `actions` the page adds to each (the draw, the bracket and scores).
 */
export function MyTournaments({ actions }: { actions?: (tournament: OrganizerTournament) => ReactNode } = {}) {
  const { user } = useAuth();
  const tournaments = useMyTournaments({ enabled: Boolean(user?.roles.includes('partner')) });
  const [shownEntries, setShownEntries] = useState<OrganizerTournament | null>(null);

  let body;
  if (tournaments.isPending) body = <LoadingState label="Loading your tournaments" />;
  else if (tournaments.isError) {
    body = <ErrorState message={messageOf(tournaments.error, 'Failed to fetch tournaments')} onRetry={() => void tournaments.refetch()} />;
  } else if (tournaments.data.length === 0) body = <EmptyState message={NO_TOURNAMENTS_YET} />;
  else {
    body = (
      <List>
        {tournaments.data.map((tournament) => (
          <Item key={tournament.id}>
            <Details data-testid="my-tournament">
              <TitleRow>
                <h3>{tournament.title}</h3>
                <Badge $variant={tournament.status === 'published' ? 'default' : 'secondary'}>{statusLabels[tournament.status]}</Badge>
              </TitleRow>
              <Meta>{categoryAndLevel(tournament)}</Meta>
              <Meta>{formatDateRange(tournament.start_date, tournament.end_date)}</Meta>
              <Meta>
                {tournament.city}, {tournament.country}
              </Meta>
              <EntriesRow>
                <Meta data-testid="entry-counts">{entryCountText(tournament)}</Meta>
                <Button
                  $size="sm"
                  $variant="outline"
                  onClick={() => setShownEntries(tournament)}
                  aria-label={`View entries of ${tournament.title}`}
                >
                  View entries
                </Button>
              </EntriesRow>
            </Details>
            {actions ? <Actions>{actions(tournament)}</Actions> : null}
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby="my-tournaments-title">
      <CardHeader>
        <CardTitle id="my-tournaments-title" as="h2">
          My Tournaments
        </CardTitle>
        <CardDescription>Tournaments you have created, newest first.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <TournamentEntriesDialog tournament={shownEntries} onClose={() => setShownEntries(null)} />
    </Card>
  );
}
