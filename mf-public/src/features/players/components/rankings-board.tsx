import styled from 'styled-components';
import type { RankingPage, RankingStats as Stats } from '@padel/contracts';
import { useIntl } from 'react-intl';
import { useErrorText, useRankingPage } from '@padel/api';
import {
  ActivityIcon,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingState,
  pageCount,
  Pager,
  PercentIcon,
  SearchField,
  Stack,
  StatCard,
  UsersIcon,
} from '@padel/ui-kit';
import { usePlayerParam } from '../hooks/use-player-param';
import { useRankingSearch } from '../hooks/use-ranking-search';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { editionLine, MAX_SEARCH_LENGTH, pageSummary, RANKING_PAGE_SIZE } from '../lib/rankings';
import { PlayerDialogOnDemand as PlayerDialog } from './player-dialog-on-demand';
import { PlayerList } from './player-list';

const Edition = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** Holds a value's line while it loads, so that nothing below moves when it comes (it has no text to read). */
const PendingLine = styled.span`
  &::before {
    content: '\\00a0';
  }
`;
const pending = <PendingLine aria-hidden="true" />;

/** The league-wide stat cards (every registered player, whatever the page or the search); their places while `stats` load. */
export function RankingStats({ stats }: { stats: Stats | undefined }) {
  const t = useT();
  const format = useFormat();
  return (
    <Grid $columns={3}>
      <StatCard label={t('ranking.stats.totalPlayers')} value={stats ? format.count(stats.total_players) : pending} icon={<UsersIcon />} />
      <StatCard
        label={t('ranking.stats.totalMatches')}
        value={stats ? format.count(stats.total_matches) : pending}
        icon={<ActivityIcon />}
      />
      <StatCard
        label={t('ranking.stats.averageWinRate')}
        value={stats ? format.percent(stats.average_win_rate ?? 0) : pending}
        icon={<PercentIcon />}
      />
    </Grid>
  );
}

/**
 * The Rankings page body: stat cards, the edition, a search asked of the server, a page of the ranking with
 * Previous and Next, and the player dialog of `?player=<id>`. Page and search live in the URL.
 */
export function RankingsBoard() {
  const { page, q, text, setText, setPage } = useRankingSearch();
  const { playerId, openPlayer, closePlayer } = usePlayerParam();
  const ranking = useRankingPage({ page, limit: RANKING_PAGE_SIZE, q });
  const data = ranking.data;
  const failedToLoad = ranking.isError && !data;
  const intl = useIntl();
  const t = useT();
  const errorText = useErrorText();

  return (
    <Stack>
      {/* Their places are kept while the page loads: coming later above the search, they pushed it down (CLS). */}
      {failedToLoad ? null : <RankingStats stats={data?.stats} />}
      {failedToLoad ? null : <Edition>{data ? editionLine(intl, data.edition) : pending}</Edition>}
      <SearchField
        label={t('ranking.search.label')}
        placeholder={t('ranking.search.placeholder')}
        value={text}
        onChange={(value) => setText(value.slice(0, MAX_SEARCH_LENGTH))}
      />
      {ranking.isError ? (
        <ErrorState message={errorText(ranking.error, t('ranking.failed'))} onRetry={() => void ranking.refetch()} />
      ) : data ? (
        <RankingResults data={data} searched={q !== ''} busy={ranking.isPlaceholderData} onPage={setPage} onOpen={openPlayer} />
      ) : (
        <LoadingState label={t('ranking.loading')} />
      )}
      <PlayerDialog playerId={playerId} entry={data?.players.find((player) => player.id === playerId)} onClose={closePlayer} />
    </Stack>
  );
}

function RankingResults({
  data,
  searched,
  busy,
  onPage,
  onOpen,
}: {
  data: RankingPage;
  searched: boolean;
  busy: boolean;
  onPage: (page: number) => void;
  onOpen: (playerId: string) => void;
}) {
  const intl = useIntl();
  const t = useT();
  if (data.stats.total_players === 0) return <EmptyState message={t('ranking.empty.noPlayers')} icon={<UsersIcon size={32} />} />;
  if (data.total === 0) return <EmptyState message={t(searched ? 'ranking.empty.noMatchingPlayers' : 'ranking.empty.noPlayers')} />;
  const pages = pageCount(data);
  const summary = pageSummary(intl, data, data.players.length);
  return (
    <>
      {data.players.length > 0 ? (
        <PlayerList players={data.players} label={t('ranking.list')} onOpen={onOpen} busy={busy} />
      ) : (
        <EmptyState message={t('ranking.empty.noPlayersOnPage', { page: data.page })}>
          <Button $variant="outline" onClick={() => onPage(1)}>
            <T id="ranking.firstPage" />
          </Button>
        </EmptyState>
      )}
      <Pager
        page={data.page}
        pages={pages}
        busy={busy}
        onPage={onPage}
        texts={{ label: t('ranking.pages'), summary, previous: <T id="ranking.previous" />, next: <T id="ranking.next" /> }}
      />
    </>
  );
}
