import { useState } from 'react';
import styled from 'styled-components';
import type { TournamentListItem, TournamentPage, TournamentStatusCounts } from '@padel/contracts';
import { useTournamentPage } from '@padel/api';
import {
  ActivityIcon,
  Button,
  CalendarIcon,
  CheckCircleIcon,
  EmptyState,
  Grid,
  ListPager,
  Stack,
  StatCard,
  TrophyIcon,
} from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useTournamentFilters } from '../hooks/use-tournament-filters';
import { groupByStatus } from '../lib/tournaments';
import { isFiltered, TOURNAMENT_PAGE_SIZE, type TournamentFilters } from '../lib/tournament-filters';
import { TournamentDetails } from './tournament-details';
import { TournamentFiltersBar } from './tournament-filters';
import { TournamentGrid } from './tournament-grid';

const Groups = styled(Stack)`
  gap: 32px;
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 1.4rem;
    font-weight: 800;
  }
`;

const Count = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function TournamentGroup({
  id,
  title,
  tournaments,
  onOpen,
}: {
  id: string;
  title: string;
  tournaments: TournamentListItem[];
  onOpen: (tournament: TournamentListItem) => void;
}) {
  const t = useT();
  if (tournaments.length === 0) return null;
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>
        {title} <Count aria-label={t('tournaments.group.count', { count: tournaments.length })}>{tournaments.length}</Count>
      </h2>
      <TournamentGrid tournaments={tournaments} onOpen={onOpen} />
    </Group>
  );
}

/**
 * The Tournaments page body: stat cards (over every public tournament), filters by status, tier, city and month, a
 * page of tournaments in Live / Upcoming / Past groups with a pager, the detail dialog and registration. The filters
 * and the page live in the URL.
 */
export function TournamentsBoard() {
  const { filters, setFilter, clearFilters, setPage } = useTournamentFilters();
  const { page, status, tier, city, month } = filters;
  const tournaments = useTournamentPage({ page, limit: TOURNAMENT_PAGE_SIZE, status, tier, city, month });
  const t = useT();
  return (
    <Groups>
      {/* Drawn at once (a dash until the counts come), so the filters below never move when the data arrives. */}
      <TournamentStats counts={tournaments.data?.counts} />
      <TournamentFiltersBar filters={filters} onChange={setFilter} onClear={clearFilters} />
      <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
        {(answer) => (
          <Tournaments answer={answer} filters={filters} busy={tournaments.isPlaceholderData} onPage={setPage} onClear={clearFilters} />
        )}
      </QueryResult>
    </Groups>
  );
}

/**
 * Live Now, Upcoming and Completed over every public tournament (the answer's counts, whatever the filters or the
 * page); a dash while they load.
 */
function TournamentStats({ counts }: { counts: TournamentStatusCounts | undefined }) {
  const t = useT();
  const format = useFormat();
  const value = (count: number | undefined) => (count === undefined ? '–' : format.count(count));
  return (
    <Grid $columns={3} aria-busy={counts === undefined}>
      <StatCard label={t('tournaments.stats.live')} value={value(counts?.Live)} icon={<ActivityIcon />} />
      <StatCard label={t('tournaments.stats.upcoming')} value={value(counts?.Upcoming)} icon={<CalendarIcon />} />
      <StatCard label={t('tournaments.stats.completed')} value={value(counts?.Completed)} icon={<CheckCircleIcon />} />
    </Grid>
  );
}

function Tournaments({
  answer,
  filters,
  busy,
  onPage,
  onClear,
}: {
  answer: TournamentPage;
  filters: TournamentFilters;
  busy: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  const groups = groupByStatus(answer.items);
  const t = useT();
  let body;
  if (answer.total === 0 && !isFiltered(filters))
    body = <EmptyState message={t('tournaments.empty.none')} icon={<TrophyIcon size={32} />} />;
  else if (answer.total === 0) {
    body = (
      <EmptyState message={t('tournaments.empty.noMatching')}>
        <Button $variant="outline" onClick={onClear}>
          <T id="tournaments.filter.clear" />
        </Button>
      </EmptyState>
    );
  } else if (answer.items.length === 0) {
    body = (
      <EmptyState message={t('tournaments.empty.noneOnPage', { page: answer.page })}>
        <Button $variant="outline" onClick={() => onPage(1)}>
          <T id="pager.firstPage" />
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <TournamentGroup id="live-tournaments" title={t('tournaments.group.live')} tournaments={groups.live} onOpen={setOpen} />
        <TournamentGroup id="upcoming-tournaments" title={t('tournaments.group.upcoming')} tournaments={groups.upcoming} onOpen={setOpen} />
        <TournamentGroup id="past-tournaments" title={t('tournaments.group.past')} tournaments={groups.completed} onOpen={setOpen} />
      </>
    );
  }
  return (
    <>
      {body}
      {answer.total > 0 ? <ListPager answer={answer} label={t('tournaments.pages')} busy={busy} onPage={onPage} /> : null}
      <TournamentDetails tournament={open} onClose={() => setOpen(null)} />
    </>
  );
}
