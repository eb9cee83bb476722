import { Link } from '@padel/platform';
import type { OrganizerTournament } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { DrawButton } from './draw-button';

/** In My Tournaments: Close entries and draw (until drawn), and the way to the tournament's bracket and scores. */
export function TournamentActions({ tournament }: { tournament: OrganizerTournament }) {
  const t = useT();
  return (
    <>
      {tournament.drawn ? null : (
        <DrawButton
          tournamentId={tournament.id}
          title={tournament.title}
          confirmed={tournament.entry_counts.confirmed}
          entryFee={tournament.entry_fee}
        />
      )}
      <Button
        as={Link}
        to={`/host-dashboard/tournaments/${encodeURIComponent(tournament.id)}`}
        $size="sm"
        $variant="outline"
        aria-label={t('run.bracketAndScores.label', { title: tournament.title })}
      >
        <T id="run.bracketAndScores" />
      </Button>
    </>
  );
}
