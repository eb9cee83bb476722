import styled from 'styled-components';
import { useErrorText, useTournament, useTournamentEntryPage, useTournamentLive } from '@padel/api';
import { BracketView, LiveIndicator } from '@padel/api/components';
import { useAuth, useFormats } from '@padel/platform';
import { ErrorState, LoadingState, SectionCard, SpreadRow, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { scoringOpensOn } from '../../../lib/scoring-opens';
import { anyMatchStarted } from '../lib/draw';
import { DrawButton } from './draw-button';
import { RoundSchedule } from './round-schedule';
import { ScoreLink } from './score-link';

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
  // The whole tournament's counts come with any page of its entries: the smallest one is asked for.
  const entries = useTournamentEntryPage(user?.roles.includes('partner') ? tournamentId : null, { limit: 1 });
  const t = useT();
  const format = useFormats();
  const errorText = useErrorText();
  if (tournament.isPending) return <LoadingState label={t('run.loading')} />;
  if (tournament.isError) {
    return <ErrorState message={errorText(tournament.error, t('tournament.error.fetch'))} onRetry={() => void tournament.refetch()} />;
  }
  const { name, draw } = tournament.data;
  const opensOn = scoringOpensOn(tournament.data.startDate);
  const confirmed = entries.data?.entry_counts.confirmed ?? draw?.team_count ?? 0;

  return (
    <SectionCard
      titleId="tournament-run-title"
      title={name}
      description={
        draw ? (
          <T id="run.drawnNote" values={{ day: format.leagueDay(draw.drawn_at), name: <UserText>{draw.drawn_by.name}</UserText> }} />
        ) : (
          t('run.notDrawn')
        )
      }
      headerExtra={draw ? <LiveIndicator connection={connection} /> : null}
    >
      <SpreadRow>
        {draw ? (
          <Note>
            {draw.champion ? (
              <T id="run.summary.champion" values={{ teams: draw.team_count, champion: <UserText>{draw.champion.name}</UserText> }} />
            ) : (
              t('run.summary.bracket', { teams: draw.team_count, size: draw.size })
            )}
          </Note>
        ) : (
          <Note>{t('run.confirmedTeams', { count: confirmed })}</Note>
        )}
        {!draw ? <DrawButton tournamentId={tournamentId} title={name} confirmed={confirmed} entryFee={tournament.data.entryFee} /> : null}
        {draw && !anyMatchStarted(draw) ? (
          <DrawButton tournamentId={tournamentId} title={name} confirmed={draw.team_count} mode="redo" />
        ) : null}
      </SpreadRow>
      {draw && opensOn ? <Note>{t('match.scoringOpensOn', { day: format.longDate(opensOn) })}</Note> : null}
      {draw ? (
        <BracketArea>
          <BracketView draw={draw} matchAction={opensOn ? undefined : (match) => <ScoreLink tournamentId={tournamentId} match={match} />} />
        </BracketArea>
      ) : null}
      {draw && !draw.champion ? <RoundSchedule tournamentId={tournamentId} draw={draw} /> : null}
    </SectionCard>
  );
}
