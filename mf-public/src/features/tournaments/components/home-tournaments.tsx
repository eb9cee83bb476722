import { useState } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { EmptyState, Spinner } from '@padel/ui-kit';
import { QueryError } from '../../../components/query-error';
import { RegisterFlow } from './register-flow';
import { useTournaments } from '@padel/api';
import { useRegisterAction } from '../hooks/use-register-action';
import { groupByStatus, liveStageLine, NO_LIVE_TOURNAMENTS, NO_UPCOMING_TOURNAMENTS } from '../lib/tournaments';
import { LiveTournamentCard } from './live-tournament-card';
import { TournamentCard } from './tournament-card';
import { TournamentDialog } from './tournament-dialog';
import { CardGrid } from './tournaments-board';

/** Home: live tournaments, the first in the quarter finals and the others in the round of 16. */
export function LiveTournaments() {
  const tournaments = useTournaments();
  if (tournaments.isPending) return <Spinner label="Loading tournaments" />;
  if (tournaments.isError)
    return <QueryError error={tournaments.error} fallback="Failed to fetch tournaments" onRetry={() => void tournaments.refetch()} />;
  const live = groupByStatus(tournaments.data).live;
  if (live.length === 0) return <EmptyState message={NO_LIVE_TOURNAMENTS} />;
  return (
    <CardGrid>
      {live.map((tournament, index) => (
        <LiveTournamentCard key={tournament.id} tournament={tournament} now={liveStageLine(index)} />
      ))}
    </CardGrid>
  );
}

/** Home: upcoming tournaments with their detail dialog and registration. */
export function UpcomingTournaments() {
  const tournaments = useTournaments();
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  const registration = useRegisterAction(() => setOpen(null));
  if (tournaments.isPending) return <Spinner label="Loading tournaments" />;
  if (tournaments.isError)
    return <QueryError error={tournaments.error} fallback="Failed to fetch tournaments" onRetry={() => void tournaments.refetch()} />;
  const upcoming = groupByStatus(tournaments.data).upcoming;
  if (upcoming.length === 0) return <EmptyState message={NO_UPCOMING_TOURNAMENTS} />;
  return (
    <>
      <CardGrid>
        {upcoming.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} onOpen={setOpen} />
        ))}
      </CardGrid>
      <TournamentDialog
        tournament={open}
        onClose={() => setOpen(null)}
        onRegister={registration.start}
        registerDisabled={registration.disabled}
      />
      <RegisterFlow tournament={registration.tournament} onClose={registration.close} />
    </>
  );
}
