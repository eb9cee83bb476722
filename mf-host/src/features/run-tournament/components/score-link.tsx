import { Link } from '@padel/platform';
import type { Match } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { hasBothTeams } from '../lib/draw';

const finished = (match: Match) => match.status === 'completed' || match.status === 'walkover' || match.status === 'retired';

/** The bracket's action per match: Score while it can be played, Correct once it is over; nothing while a slot waits. */
export function ScoreLink({ tournamentId, match }: { tournamentId: string; match: Match }) {
  const t = useT();
  if (!hasBothTeams(match)) return null;
  const done = finished(match);
  const teams = { team1: match.team1?.name, team2: match.team2?.name };
  return (
    <Button
      as={Link}
      to={`/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(match.id)}`}
      $size="sm"
      $variant={done ? 'outline' : 'primary'}
      aria-label={t(done ? 'run.correct.label' : 'run.score.label', teams)}
    >
      {t(done ? 'run.correct' : 'run.score')}
    </Button>
  );
}
