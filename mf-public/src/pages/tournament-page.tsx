import { useParams } from '@padel/platform';
import { TournamentView } from '../features/tournaments';

/** /tournaments/:id: one tournament, its bracket and its live matches (the view sets the title from the name). */
export function TournamentPage() {
  const { id = '' } = useParams();
  return <TournamentView tournamentId={id} />;
}
