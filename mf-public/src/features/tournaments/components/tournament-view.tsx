import styled from 'styled-components';
import type { TournamentDetail } from '@padel/contracts';
import { AppLink, PageLayout, useDocumentTitle } from '@padel/platform';
import { useDrawnNote, useErrorText, type LiveConnection } from '@padel/api';
import { BracketView, Champion, LiveIndicator, MatchCard } from '@padel/api/components';
import { useState } from 'react';
import {
  Card,
  CardContent,
  ChevronRightIcon,
  EmptyState,
  ErrorState,
  LoadingState,
  SpreadRow,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TrophyIcon,
  UserText,
} from '@padel/ui-kit';
import { useFollowedTournament } from '../hooks/use-followed-tournament';
import { useRegisterAction } from '../hooks/use-register-action';
import { T, useT } from '../../../i18n';
import { OrderOfPlay } from './order-of-play';
import { RegisterFlowOnDemand as RegisterFlow } from './register-flow-on-demand';
import { RegisterAction, TournamentBadges, TournamentFacts } from './tournament-summary';

const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] & svg {
    transform: none;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-inline-size: 0;
  h2 {
    font-size: 1.3rem;
    font-weight: 800;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LiveList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 12px;
`;

const ChampionBanner = styled.div`
  max-inline-size: 360px;
`;

function BackToList() {
  return (
    <BackLink href="/tournaments">
      <ChevronRightIcon size={16} /> <T id="tournament.page.allTournaments" />
    </BackLink>
  );
}

/** A tournament's own page: details, the champion, the live matches, then the bracket; all following the live stream. */
export function TournamentView({ tournamentId }: { tournamentId: string }) {
  const { tournament, connection, liveMatches, notFound } = useFollowedTournament(tournamentId);
  const t = useT();
  const errorText = useErrorText();
  useDocumentTitle(tournament.data?.name ?? t(notFound ? 'tournament.page.notFound' : 'tournament.page.title'));

  if (tournament.isPending) {
    return (
      <PageLayout title={t('tournament.page.title')}>
        <LoadingState label={t('tournament.page.loading')} />
      </PageLayout>
    );
  }
  if (notFound) {
    return (
      <PageLayout title={t('tournament.page.notFound')}>
        <EmptyState message={t('tournament.page.notFoundText')} icon={<TrophyIcon size={32} />}>
          <BackToList />
        </EmptyState>
      </PageLayout>
    );
  }
  if (tournament.isError) {
    return (
      <PageLayout title={t('tournament.page.title')}>
        <ErrorState message={errorText(tournament.error, t('tournament.page.failed'))} onRetry={() => void tournament.refetch()} />
      </PageLayout>
    );
  }
  return <TournamentPage tournament={tournament.data} connection={connection} liveMatches={liveMatches} />;
}

function TournamentPage({
  tournament,
  connection,
  liveMatches,
}: { tournament: TournamentDetail; connection: LiveConnection } & Pick<ReturnType<typeof useFollowedTournament>, 'liveMatches'>) {
  const registration = useRegisterAction(() => undefined);
  const t = useT();
  const drawnNote = useDrawnNote();
  const [view, setView] = useState<'bracket' | 'order'>('bracket');
  const { draw } = tournament;
  return (
    <PageLayout title={<UserText>{tournament.name}</UserText>}>
      <SpreadRow>
        <BackToList />
        {tournament.status !== 'Completed' ? <LiveIndicator connection={connection} /> : null}
      </SpreadRow>
      <Card>
        <CardContent>
          <TournamentBadges tournament={tournament} />
          <TournamentFacts tournament={tournament} />
          <RegisterAction tournament={tournament} onRegister={registration.start} disabled={registration.disabled} />
        </CardContent>
      </Card>
      <RegisterFlow tournament={registration.tournament} onClose={registration.close} />
      {draw?.champion ? (
        <Section aria-label={t('tournament.page.champion')}>
          <ChampionBanner>
            <Champion team={draw.champion} />
          </ChampionBanner>
        </Section>
      ) : null}
      {liveMatches.length > 0 ? (
        <Section aria-labelledby="live-matches">
          <h2 id="live-matches">
            <T id="tournament.page.liveNow" />
          </h2>
          <LiveList>
            {liveMatches.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} />
              </li>
            ))}
          </LiveList>
        </Section>
      ) : null}
      <Section aria-labelledby="bracket-heading">
        <h2 id="bracket-heading">
          <T id="tournament.page.bracket" />
        </h2>
        {draw ? (
          <Tabs value={view} onValueChange={(value) => setView(value === 'order' ? 'order' : 'bracket')}>
            <TabList label={t('tournament.page.views')}>
              <Tab value="bracket">
                <T id="tournament.page.bracket" />
              </Tab>
              <Tab value="order">
                <T id="orderOfPlay.title" />
              </Tab>
            </TabList>
            <TabPanel value="bracket">
              <Note data-testid="drawn-note">{drawnNote(draw)}</Note>
              <BracketView draw={draw} label={t('tournament.page.bracketLabel')} />
            </TabPanel>
            <TabPanel value="order">
              <OrderOfPlay draw={draw} />
            </TabPanel>
          </Tabs>
        ) : (
          <Note>
            <T id="tournament.page.notDrawn" />
          </Note>
        )}
      </Section>
    </PageLayout>
  );
}
