import { useState } from 'react';
import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { useTournaments } from '@padel/api';
import { ActivityIcon, CalendarIcon, CheckCircleIcon, EmptyState, Grid, Stack, StatCard, TrophyIcon } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useT } from '../../../i18n';
import { groupByStatus } from '../lib/tournaments';
import { TournamentDetails } from './tournament-details';
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

/** The Tournaments page body: stat cards, Live / Upcoming / Past groups, detail dialog and registration. */
export function TournamentsBoard() {
  const tournaments = useTournaments();
  const t = useT();
  return (
    <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
      {(list) => <Tournaments tournaments={list} />}
    </QueryResult>
  );
}

function Tournaments({ tournaments }: { tournaments: readonly TournamentListItem[] }) {
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  const groups = groupByStatus(tournaments);
  const t = useT();
  return (
    <Groups>
      <Grid $columns={3}>
        <StatCard label={t('tournaments.stats.live')} value={groups.live.length} icon={<ActivityIcon />} />
        <StatCard label={t('tournaments.stats.upcoming')} value={groups.upcoming.length} icon={<CalendarIcon />} />
        <StatCard label={t('tournaments.stats.completed')} value={groups.completed.length} icon={<CheckCircleIcon />} />
      </Grid>
      {tournaments.length === 0 ? (
        <EmptyState message={t('tournaments.empty.none')} icon={<TrophyIcon size={32} />} />
      ) : (
        <>
          <TournamentGroup id="live-tournaments" title={t('tournaments.group.live')} tournaments={groups.live} onOpen={setOpen} />
          <TournamentGroup
            id="upcoming-tournaments"
            title={t('tournaments.group.upcoming')}
            tournaments={groups.upcoming}
            onOpen={setOpen}
          />
          <TournamentGroup id="past-tournaments" title={t('tournaments.group.past')} tournaments={groups.completed} onOpen={setOpen} />
        </>
      )}
      <TournamentDetails tournament={open} onClose={() => setOpen(null)} />
    </Groups>
  );
}
