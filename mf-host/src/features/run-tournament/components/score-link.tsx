import { Link } from 'react-router-dom';
import type { Match } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { hasBothTeams } from '../lib/draw';

const finished = (match: Match) => match.status === 'completed' || match.status === 'walkover' || match.status === 'retired';

/** The bracket's action per match: Score while it can be played, Correct once it is over; nothing while a slot waits. */
export function ScoreLink({ tournamentId, match }: { tournamentId: string; match: Match }) {
  if (!hasBothTeams(match)) return null;
  const label = finished(match) ? 'Correct' : 'Score';
  return (
    <Button
      as={Link}
      to={`/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(match.id)}`}
      $size="sm"
      $variant={finished(match) ? 'outline' : 'primary'}
      aria-label={`${label}: ${match.team1?.name} vs ${match.team2?.name}`}
    >
      {label}
    </Button>
  );
}
