import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OrganizerTournament } from '@padel/contracts';
import { useErrorText, useMyTournamentPage } from '@padel/api';
import { useAuth, useFormats } from '@padel/platform';
import { Badge, Button, EmptyState, ErrorState, ListPager, LoadingState, SectionCard, SpreadRow, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { categoryAndLevel, entryCountText } from '../lib/tournament-entries';
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

const TitleRow = styled(SpreadRow)`
  h3 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** How many of the organizer's tournaments show at a time. */
export const MY_TOURNAMENTS_PAGE_SIZE = 10;

const EntriesRow = styled(SpreadRow)`
  margin-top: 4px;
`;

/**
 * SPEC §2 Host dashboard: the organizer's tournaments a page at a time (the service lists them newest first), with
 * their entries and the `actions` the page adds to each (the draw, the bracket and scores), and a pager.
 */
export function MyTournaments({ actions }: { actions?: (tournament: OrganizerTournament) => ReactNode } = {}) {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const tournaments = useMyTournamentPage({ page, limit: MY_TOURNAMENTS_PAGE_SIZE }, { enabled: Boolean(user?.roles.includes('partner')) });
  const [shownEntries, setShownEntries] = useState<OrganizerTournament | null>(null);
  const t = useT();
  const errorText = useErrorText();
  const format = useFormats();

  let body;
  if (tournaments.isPending) body = <LoadingState label={t('myTournaments.loading')} />;
  else if (tournaments.isError) {
    body = <ErrorState message={errorText(tournaments.error, t('myTournaments.error'))} onRetry={() => void tournaments.refetch()} />;
  } else if (tournaments.data.total === 0) body = <EmptyState message={t('myTournaments.empty')} />;
  else {
    const answer = tournaments.data;
    body = (
      <>
        <List aria-busy={tournaments.isPlaceholderData}>
          {answer.items.map((tournament) => (
            <Item key={tournament.id}>
              <Details data-testid="my-tournament">
                <TitleRow>
                  <h3>
                    <UserText>{tournament.title}</UserText>
                  </h3>
                  <Badge $variant={tournament.status === 'published' ? 'default' : 'secondary'}>
                    {t('myTournaments.status', { status: tournament.status })}
                  </Badge>
                </TitleRow>
                <Meta>{categoryAndLevel(t, tournament)}</Meta>
                <Meta>{format.dateRange(tournament.start_date, tournament.end_date)}</Meta>
                <Meta>
                  <T
                    id="tournament.place"
                    values={{ city: <UserText>{tournament.city}</UserText>, country: format.country(tournament.country) }}
                  />
                </Meta>
                <EntriesRow>
                  <Meta data-testid="entry-counts">{entryCountText(t, tournament)}</Meta>
                  <Button
                    $size="sm"
                    $variant="outline"
                    onClick={() => setShownEntries(tournament)}
                    aria-label={t('entries.view.label', { title: tournament.title })}
                  >
                    <T id="entries.view" />
                  </Button>
                </EntriesRow>
              </Details>
              {actions ? <Actions>{actions(tournament)}</Actions> : null}
            </Item>
          ))}
        </List>
        <ListPager answer={answer} label={t('myTournaments.pages')} busy={tournaments.isPlaceholderData} onPage={setPage} />
      </>
    );
  }

  return (
    <>
      <SectionCard titleId="my-tournaments-title" title={<T id="myTournaments.title" />} description={<T id="myTournaments.description" />}>
        {body}
      </SectionCard>
      <TournamentEntriesDialog tournament={shownEntries} onClose={() => setShownEntries(null)} />
    </>
  );
}
