import { Link } from 'react-router-dom';
import type { OrganizerTournament } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { DrawButton } from './draw-button';

/** In My Tournaments: Close entries and draw (until drawn), and the way to the tournament's bracket and scores. */
export function TournamentActions({ tournament }: { tournament: OrganizerTournament }) {
  return (
    <>
      {tournament.drawn ? null : (
        <DrawButton tournamentId={tournament.id} title={tournament.title} confirmed={tournament.entry_counts.confirmed} />
      )}
      <Button
        as={Link}
        to={`/host-dashboard/tournaments/${encodeURIComponent(tournament.id)}`}
        $size="sm"
        $variant="outline"
        aria-label={`Bracket and scores of ${tournament.title}`}
      >
        Bracket and scores
      </Button>
    </>
  );
}
