import styled from 'styled-components';
import { ROUND_LABELS } from '@padel/contracts';
import { LiveIndicator, messageOf, useTournament, useTournamentLive } from '@padel/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, ErrorState, LoadingState } from '@padel/ui-kit';
import { canScorePoints, isFinished, resultText } from '../lib/score';
import { FinalScoreForm } from './final-score-form';
import { LiveScoring } from './live-scoring';
import { ScoreBoard } from './score-board';

export const MATCH_NOT_FOUND = 'This match is not in the draw.';
export const TEAMS_NOT_KNOWN = 'Both teams must be known before this match can be scored.';

/** Stays at the top of a phone's screen while the buttons below are tapped. */
const StickyScore = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: 8px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
`;

const Result = styled.p`
  font-weight: 700;
`;

/** One match courtside: the score always in view, point-by-point buttons, and the final score or its correction. */
export function MatchScoring({ tournamentId, matchId }: { tournamentId: string; matchId: string }) {
  const tournament = useTournament(tournamentId);
  // Points scored on another device show here as they happen (the next tap sends their version).
  const connection = useTournamentLive(tournamentId, { enabled: tournament.isSuccess });
  if (tournament.isPending) return <LoadingState label="Loading the match" />;
  if (tournament.isError) {
    return <ErrorState message={messageOf(tournament.error, 'Failed to fetch the tournament')} onRetry={() => void tournament.refetch()} />;
  }
  const match = tournament.data.draw?.rounds.flatMap((round) => round.matches).find((candidate) => candidate.id === matchId);
  if (!match) return <EmptyState message={MATCH_NOT_FOUND} />;
  const ready = match.team1 !== null && match.team2 !== null;
  const finished = isFinished(match);
  const result = resultText(match);

  return (
    <Column>
      <Card as="section" aria-labelledby="match-title">
        <CardHeader>
          <CardTitle id="match-title" as="h2">
            {ROUND_LABELS[match.round]}
          </CardTitle>
          <CardDescription>
            {[tournament.data.name, match.court ? `Court ${match.court}` : null].filter(Boolean).join(' · ')}
          </CardDescription>
          <LiveIndicator connection={connection} />
        </CardHeader>
        <CardContent>
          <StickyScore>
            <ScoreBoard match={match} />
            {result ? <Result>{result}</Result> : null}
          </StickyScore>
          {!ready ? <EmptyState message={TEAMS_NOT_KNOWN} /> : null}
          {ready && canScorePoints(match) ? <LiveScoring tournamentId={tournamentId} match={match} /> : null}
        </CardContent>
      </Card>
      {ready ? (
        <Card as="section" aria-labelledby="final-score-title">
          <CardHeader>
            <CardTitle id="final-score-title" as="h2">
              {finished ? 'Correct the score' : 'Final score, walkover or retirement'}
            </CardTitle>
            <CardDescription>
              {finished
                ? 'A changed winner moves into the next match if it has not started.'
                : 'Enter the result at once instead of point by point.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FinalScoreForm
              key={finished ? `v${match.version}` : 'open'}
              tournamentId={tournamentId}
              match={match}
              level={tournament.data.level}
            />
          </CardContent>
        </Card>
      ) : null}
    </Column>
  );
}
