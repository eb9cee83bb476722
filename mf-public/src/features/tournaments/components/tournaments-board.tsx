import { useState } from 'react';
import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { ActivityIcon, CalendarIcon, CheckCircleIcon, EmptyState, Grid, Spinner, StatCard, TrophyIcon } from '@padel/ui-kit';
import { QueryError } from '../../../components/query-error';
import { useTournaments } from '@padel/api';
import { groupByStatus, NO_TOURNAMENTS } from '../lib/tournaments';
import { useRegisterAction } from '../hooks/use-register-action';
import { TournamentCard } from './tournament-card';
import { TournamentDialog } from './tournament-dialog';
import { RegisterFlow } from './register-flow';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
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

export const CardGrid = styled(Grid).attrs({ $columns: 3 })``;

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
  if (tournaments.length === 0) return null;
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>
        {title} <Count aria-label={`${tournaments.length} tournaments`}>{tournaments.length}</Count>
      </h2>
      <CardGrid>
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} onOpen={onOpen} />
        ))}
      </CardGrid>
    </Group>
  );
}

/** The Tournaments page body: stat cards, Live / Upcoming / Past groups, detail dialog and registration. */
export function TournamentsBoard() {
  const tournaments = useTournaments();
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  const registration = useRegisterAction(() => setOpen(null));

  if (tournaments.isPending) return <Spinner label="Loading tournaments" />;
  if (tournaments.isError)
    return <QueryError error={tournaments.error} fallback="Failed to fetch tournaments" onRetry={() => void tournaments.refetch()} />;

  const groups = groupByStatus(tournaments.data);

  return (
    <Stack>
      <Grid $columns={3}>
        <StatCard label="Live Now" value={groups.live.length} icon={<ActivityIcon />} />
        <StatCard label="Upcoming" value={groups.upcoming.length} icon={<CalendarIcon />} />
        <StatCard label="Completed" value={groups.completed.length} icon={<CheckCircleIcon />} />
      </Grid>
      {tournaments.data.length === 0 ? (
        <EmptyState message={NO_TOURNAMENTS} icon={<TrophyIcon size={32} />} />
      ) : (
        <>
          <TournamentGroup id="live-tournaments" title="Live Tournaments" tournaments={groups.live} onOpen={setOpen} />
          <TournamentGroup id="upcoming-tournaments" title="Upcoming Tournaments" tournaments={groups.upcoming} onOpen={setOpen} />
          <TournamentGroup id="past-tournaments" title="Past Tournaments" tournaments={groups.completed} onOpen={setOpen} />
        </>
      )}
      <TournamentDialog
        tournament={open}
        onClose={() => setOpen(null)}
        onRegister={registration.start}
        registerDisabled={registration.disabled}
      />
      <RegisterFlow tournament={registration.tournament} onClose={registration.close} />
    </Stack>
  );
}
