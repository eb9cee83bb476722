import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Level, Match } from '@padel/contracts';
import { useErrorText, useTournament, useTournamentLive } from '@padel/api';
import { useFormats } from '@padel/platform';
import { LiveIndicator } from '@padel/api/components';
import { CourtName, EmptyState, ErrorState, LoadingState, SectionCard, Stack, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useCourtsideScoring } from '../hooks/use-courtside-scoring';
import { keepScoringOffline } from '../lib/offline-worker';
import { scoringOpensOn } from '../../../lib/scoring-opens';
import { canScorePoints, isFinished, resultText } from '../lib/score';
import { FinalScoreForm } from './final-score-form';
import { LiveScoring } from './live-scoring';
import { ScoreBoard } from './score-board';

/** Stays at the top of a phone's screen while the buttons below are tapped. */
const StickyScore = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: 8px;
`;

const Column = styled(Stack)`
  gap: 16px;
  max-width: 720px;
`;

const OfflineNote = styled.p`
  margin-top: 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Result = styled.p`
  font-weight: 700;
`;

/** One match courtside: the score always in view, point-by-point buttons, and the final score or its correction. */
export function MatchScoring({ tournamentId, matchId }: { tournamentId: string; matchId: string }) {
  const tournament = useTournament(tournamentId);
  // Points scored on another device show here as they happen (the next tap sends their version).
  const connection = useTournamentLive(tournamentId, { enabled: tournament.isSuccess });
  const t = useT();
  const errorText = useErrorText();
  // Once the match is on screen, the worker keeps the screen, its code and the match for a reload without a network.
  const shown = tournament.isSuccess;
  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    if (shown) void keepScoringOffline().then(setOfflineReady);
  }, [shown]);
  if (tournament.isPending) return <LoadingState label={t('match.loading')} />;
  if (tournament.isError) {
    return <ErrorState message={errorText(tournament.error, t('tournament.error.fetch'))} onRetry={() => void tournament.refetch()} />;
  }
  const match = tournament.data.draw?.rounds.flatMap((round) => round.matches).find((candidate) => candidate.id === matchId);
  if (!match) return <EmptyState message={t('match.notFound')} />;
  return (
    <MatchCard
      tournamentId={tournamentId}
      name={tournament.data.name}
      level={tournament.data.level}
      opensOn={scoringOpensOn(tournament.data.startDate)}
      match={match}
      connection={connection}
      offlineReady={offlineReady}
    />
  );
}

/** The match with the points still on the device played on top of the server's score. */
function MatchCard({
  tournamentId,
  name,
  level,
  opensOn,
  match: served,
  connection,
  offlineReady,
}: {
  tournamentId: string;
  name: string;
  level: Level;
  /** The tournament's first day while it is ahead (scoring opens then), else null. */
  opensOn: string | null;
  match: Match;
  connection: ReturnType<typeof useTournamentLive>;
  offlineReady: boolean;
}) {
  const t = useT();
  const format = useFormats();
  const scoring = useCourtsideScoring(tournamentId, served, level);
  const match = scoring.shown;
  const ready = match.team1 !== null && match.team2 !== null;
  const open = opensOn === null;
  const finished = isFinished(served);
  const result = resultText(t, match);

  return (
    <Column>
      <SectionCard
        titleId="match-title"
        title={t(`match.round.${match.round}`)}
        description={
          match.court ? (
            <T id="match.withCourt" values={{ tournament: <UserText>{name}</UserText>, court: <CourtName court={match.court} /> }} />
          ) : (
            <UserText>{name}</UserText>
          )
        }
        headerExtra={<LiveIndicator connection={connection} />}
      >
        <StickyScore>
          <ScoreBoard match={match} />
          {result ? <Result>{result}</Result> : null}
        </StickyScore>
        {!ready ? <EmptyState message={t('match.teamsNotKnown')} /> : null}
        {ready && opensOn !== null ? <EmptyState message={t('match.scoringOpensOn', { day: format.longDate(opensOn) })} /> : null}
        {ready && open && (canScorePoints(served) || scoring.unsent > 0) ? <LiveScoring match={match} scoring={scoring} /> : null}
        {offlineReady ? <OfflineNote data-testid="offline-ready">{t('courtside.offlineReady')}</OfflineNote> : null}
      </SectionCard>
      {ready && open ? (
        <SectionCard
          titleId="final-score-title"
          title={t(finished ? 'finalScore.correction.title' : 'finalScore.card.title')}
          description={<T id={finished ? 'finalScore.correction.description' : 'finalScore.card.description'} />}
        >
          <FinalScoreForm key={finished ? `v${served.version}` : 'open'} tournamentId={tournamentId} match={served} level={level} />
        </SectionCard>
      ) : null}
    </Column>
  );
}
