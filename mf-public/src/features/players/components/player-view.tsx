import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Facts as FactBoxes } from './facts';
import { useIntl } from 'react-intl';
import type { PlayerOverview, PlayerRef, PlayerTournamentResult } from '@padel/contracts';
import { ApiError, AppLink, PageLayout, useDocumentTitle } from '@padel/platform';
import { useErrorText, usePlayerOverview, usePlayerSearch } from '@padel/api';
import {
  Avatar,
  Badge,
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  LoadingState,
  Pager,
  pageCount,
  SearchField,
  UserIcon,
  UserText,
} from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { REACHED_IDS, TIER_IDS } from '../../../i18n/labels';
import { playerCountry, playerName, playerWinRate, rankingLabel } from '../lib/rankings';
import { RankChange } from './rank-change';
import { RankingHistoryChart } from './ranking-history-chart';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-inline-size: 0;
  h2 {
    font-size: 1.2rem;
    font-weight: 800;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** A muted line; parts given as spans are separated by a middle dot. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  & > span + span::before {
    content: ' · ';
  }
`;

export const Facts = styled(FactBoxes)`
  margin-top: 16px;
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 700;
  }
`;

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A link to another player's page, their name isolated in the line (a name no longer listed: Unknown Player). */
export function PlayerLink({ player }: { player: PlayerRef }) {
  const t = useT();
  return (
    <AppLink href={`/players/${encodeURIComponent(player.id)}`}>
      <UserText>{player.full_name ?? t('player.unknownName')}</UserText>
    </AppLink>
  );
}

function ResultRow({ result }: { result: PlayerTournamentResult }) {
  const t = useT();
  const format = useFormat();
  return (
    <li data-testid="player-result">
      <span>
        <AppLink href={`/tournaments/${encodeURIComponent(result.tournament_id)}`}>
          <UserText>{result.tournament_title}</UserText>
        </AppLink>
        <Muted>
          <span>
            <T id="points.table.tierAndLevel" values={{ tier: t(TIER_IDS[result.tier]), level: result.level }} />
          </span>
          <span>{format.leagueDay(result.completed_at)}</span>
        </Muted>
        {result.partner ? (
          <Muted>
            <T id="playerPage.results.with" values={{ partner: <PlayerLink player={result.partner} /> }} />
          </Muted>
        ) : null}
      </span>
      <span>
        <strong>{t(REACHED_IDS[result.reached])}</strong>
        <Muted>
          <span>
            <T id="playerPage.results.record" values={{ wins: result.wins, losses: result.losses }} />
          </span>
          <span>
            <T id="player.dialog.points" values={{ points: format.count(result.points) }} />
          </span>
        </Muted>
      </span>
    </li>
  );
}

/** A search for another player to compare with: the first matches, each linking to the head-to-head. */
function CompareWith({ playerId }: { playerId: string }) {
  const t = useT();
  const [q, setQ] = useState('');
  const search = usePlayerSearch({ q: q.trim() || undefined, limit: 5 });
  const others = q.trim() ? (search.data?.players ?? []).filter((other) => other.id !== playerId) : [];
  return (
    <Section aria-labelledby="compare-heading">
      <h2 id="compare-heading">
        <T id="playerPage.compare.title" />
      </h2>
      <SearchField label={t('playerPage.compare.label')} value={q} onChange={setQ} placeholder={t('playerPage.compare.placeholder')} />
      {others.length > 0 ? (
        <Rows aria-label={t('playerPage.compare.results')}>
          {others.map((other) => (
            <li key={other.id}>
              <AppLink href={`/players/${encodeURIComponent(playerId)}/vs/${encodeURIComponent(other.id)}`}>
                <T id="playerPage.compare.vs" values={{ name: <UserText>{other.full_name ?? other.name ?? ''}</UserText> }} />
              </AppLink>
            </li>
          ))}
        </Rows>
      ) : null}
    </Section>
  );
}

function PlayerPageContent({
  overview,
  page,
  onPage,
  busy,
}: {
  overview: PlayerOverview;
  page: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const { player, history, results, partners } = overview;
  const name = playerName(intl, player);
  const winRate = playerWinRate(intl, player);
  const first = (results.page - 1) * results.limit + 1;
  return (
    <PageLayout title={<UserText>{name}</UserText>}>
      <Card>
        <CardContent>
          <Identity>
            <Avatar name={name} src={player.photo_url} size={72} />
            <div>
              <Muted>{playerCountry(intl, player)}</Muted>
              <Badges>
                <Badge $variant="accent">
                  <T id="player.dialog.rank" values={{ rank: rankingLabel(intl, player.ranking) }} />
                </Badge>
                <Badge $variant="secondary">
                  <T id="player.dialog.points" values={{ points: format.count(player.points) }} />
                </Badge>
                <RankChange entry={player} />
              </Badges>
            </div>
          </Identity>
          <Facts>
            <Fact label={t('player.dialog.matchesPlayed')}>{format.count(player.matches_played)}</Fact>
            <Fact label={t('player.dialog.matchesWon')}>{format.count(player.wins)}</Fact>
            <Fact label={t('player.dialog.matchesLost')}>{format.count(player.losses)}</Fact>
            {winRate ? <Fact label={t('player.dialog.winRate')}>{winRate}</Fact> : null}
            <Fact label={t('player.dialog.titlesWon')}>{format.count(player.titles_won)}</Fact>
          </Facts>
        </CardContent>
      </Card>
      <Section aria-labelledby="history-heading">
        <h2 id="history-heading">
          <T id="playerPage.history.title" />
        </h2>
        <RankingHistoryChart history={history} />
      </Section>
      <Section aria-labelledby="results-heading">
        <h2 id="results-heading">
          <T id="playerPage.results.title" />
        </h2>
        {results.total === 0 ? (
          <Muted>
            <T id="playerPage.results.empty" />
          </Muted>
        ) : (
          <>
            <Rows aria-labelledby="results-heading" aria-busy={busy}>
              {results.items.map((result) => (
                <ResultRow key={result.tournament_id} result={result} />
              ))}
            </Rows>
            <Pager
              page={page}
              pages={pageCount(results)}
              busy={busy}
              onPage={onPage}
              texts={{
                label: t('playerPage.results.pages'),
                summary: t('playerPage.results.summary', { first, last: first + results.items.length - 1, total: results.total }),
                previous: <T id="ranking.previous" />,
                next: <T id="ranking.next" />,
              }}
            />
          </>
        )}
      </Section>
      <Section aria-labelledby="partners-heading">
        <h2 id="partners-heading">
          <T id="playerPage.partners.title" />
        </h2>
        {partners.length === 0 ? (
          <Muted>
            <T id="playerPage.partners.empty" />
          </Muted>
        ) : (
          <Rows aria-labelledby="partners-heading">
            {partners.map((partner) => (
              <li key={partner.id}>
                <PlayerLink player={partner} />
                <Muted>
                  <T id="playerPage.partners.tournaments" values={{ count: partner.tournaments }} />
                </Muted>
              </li>
            ))}
          </Rows>
        )}
      </Section>
      <CompareWith playerId={player.id} />
    </PageLayout>
  );
}

/** Loading, not found (a clear card with a way back to the rankings), failed, else `children`. */
export function PlayerQueryState({
  error,
  pending,
  onRetry,
  children,
}: {
  error: Error | null;
  pending: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  if (pending)
    return (
      <PageLayout title={t('playerPage.title')}>
        <LoadingState label={t('player.dialog.loading')} />
      </PageLayout>
    );
  if (error instanceof ApiError && error.status === 404)
    return (
      <PageLayout title={t('playerPage.notFound')}>
        <EmptyState message={t('playerPage.notFoundText')} icon={<UserIcon size={32} />}>
          <AppLink href="/rankings">
            <T id="playerPage.backToRankings" />
          </AppLink>
        </EmptyState>
      </PageLayout>
    );
  if (error)
    return (
      <PageLayout title={t('playerPage.title')}>
        <ErrorState message={errorText(error, t('playerPage.failed'))} onRetry={onRetry} />
      </PageLayout>
    );
  return <>{children}</>;
}

/** /players/:id: a player's public page (decision 197). */
export function PlayerView({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const overview = usePlayerOverview(playerId, page);
  const t = useT();
  const intl = useIntl();
  const notFound = overview.error instanceof ApiError && overview.error.status === 404;
  useDocumentTitle(overview.data ? playerName(intl, overview.data.player) : t(notFound ? 'playerPage.notFound' : 'playerPage.title'));
  return (
    <PlayerQueryState error={overview.data ? null : overview.error} pending={overview.isPending} onRetry={() => void overview.refetch()}>
      {overview.data ? <PlayerPageContent overview={overview.data} page={page} onPage={setPage} busy={overview.isPlaceholderData} /> : null}
    </PlayerQueryState>
  );
}
