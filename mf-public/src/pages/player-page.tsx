import { useParams } from '@padel/platform';
import { PlayerView } from '../features/players';

/** /players/:id: a player's public page (the view sets the title from the name). */
export function PlayerPage() {
  const { id = '' } = useParams();
  return <PlayerView key={id} playerId={id} />;
}
