import styled from 'styled-components';
import { BracketView, drawnNote, LiveIndicator, messageOf, useMyTournaments, useTournament, useTournamentLive } from '@padel/api';
import { useAuth } from '@padel/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorState, LoadingState } from '@padel/ui-kit';
import { anyMatchStarted } from '../lib/draw';
import { DrawButton } from './draw-button';
import { ScoreLink } from './score-link';

export const NOT_DRAWN_YET = 'Entries are open. Close them and draw the bracket when the teams are in.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const BracketArea = styled.div`
  margin-top: 16px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One tournament for its organizer: the draw (made, who and when, redone while nothing started) and the bracket. */
export function TournamentRun({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  // Another organizer's points and results reach this bracket while it is open.
  const connection = useTournamentLive(tournamentId, { enabled: tournament.isSuccess });
  const { user } = useAuth();
  const mine = useMyTournaments({ enabled: Boolean(user?.roles.includes('partner')) });
  if (tournament.isPending) return <LoadingState label="Loading the tournament" />;
  if (tournament.isError) {
    return <ErrorState message={messageOf(tournament.error, 'Failed to fetch the tournament')} onRetry={() => void tournament.refetch()} />;
  }
  const { name, draw } = tournament.data;
  const confirmed = mine.data?.find((candidate) => candidate.id === tournamentId)?.entry_counts.confirmed ?? draw?.team_count ?? 0;

  return (
    <Card as="section" aria-labelledby="tournament-run-title">
      <CardHeader>
        <CardTitle id="tournament-run-title" as="h2">
          {name}
        </CardTitle>
        <CardDescription>{draw ? drawnNote(draw) : NOT_DRAWN_YET}</CardDescription>
        {draw ? <LiveIndicator connection={connection} /> : null}
      </CardHeader>
      <CardContent>
        <Actions>
          {draw ? (
            <Note>
              {draw.team_count} teams · {draw.champion ? `Champion: ${draw.champion.name}` : `bracket of ${draw.size}`}
            </Note>
          ) : (
            <Note>{confirmed} confirmed teams</Note>
          )}
          {!draw ? <DrawButton tournamentId={tournamentId} title={name} confirmed={confirmed} /> : null}
          {draw && !anyMatchStarted(draw) ? (
            <DrawButton tournamentId={tournamentId} title={name} confirmed={draw.team_count} mode="redo" />
          ) : null}
        </Actions>
        {draw ? (
          <BracketArea>
            <BracketView draw={draw} matchAction={(match) => <ScoreLink tournamentId={tournamentId} match={match} />} />
          </BracketArea>
        ) : null}
      </CardContent>
    </Card>
  );
}
