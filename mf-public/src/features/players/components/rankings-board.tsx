import styled from 'styled-components';
import type { RankingPage, RankingStats as Stats } from '@padel/contracts';
import { messageOf, useRankingPage } from '@padel/api';
import {
  ActivityIcon,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingState,
  PercentIcon,
  SearchField,
  Stack,
  StatCard,
  UsersIcon,
} from '@padel/ui-kit';
import { usePlayerParam } from '../hooks/use-player-param';
import { useRankingSearch } from '../hooks/use-ranking-search';
import {
  editionLine,
  formatCount,
  formatPercent,
  MAX_SEARCH_LENGTH,
  NO_MATCHING_PLAYERS,
  NO_PLAYERS,
  pageSummary,
  RANKING_PAGE_SIZE,
} from '../lib/rankings';
import { PlayerDialog } from './player-dialog';
import { PlayerList } from './player-list';

const Edition = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** The summary on the left, Previous and Next on the right (below it on a narrow phone). */
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    margin-right: auto;
  }
`;

/** The league-wide stat cards (every registered player, whatever the page or the search). */
export function RankingStats({ stats }: { stats: Stats }) {
  return (
    <Grid $columns={3}>
      <StatCard label="Total Players" value={formatCount(stats.total_players)} icon={<UsersIcon />} />
      <StatCard label="Total Matches" value={formatCount(stats.total_matches)} icon={<ActivityIcon />} />
      <StatCard label="Average Win Rate" value={formatPercent(stats.average_win_rate ?? 0)} icon={<PercentIcon />} />
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

  return (
    <Stack>
      {data ? <RankingStats stats={data.stats} /> : null}
      {data ? <Edition>{editionLine(data.edition)}</Edition> : null}
      <SearchField
        label="Search players"
        placeholder="Search by name or country..."
        value={text}
        onChange={(value) => setText(value.slice(0, MAX_SEARCH_LENGTH))}
      />
      {ranking.isError ? (
        <ErrorState message={messageOf(ranking.error, 'Failed to fetch players')} onRetry={() => void ranking.refetch()} />
      ) : data ? (
        <RankingResults data={data} searched={q !== ''} busy={ranking.isPlaceholderData} onPage={setPage} onOpen={openPlayer} />
      ) : (
        <LoadingState label="Loading players" />
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
  if (data.stats.total_players === 0) return <EmptyState message={NO_PLAYERS} icon={<UsersIcon size={32} />} />;
  if (data.total === 0) return <EmptyState message={searched ? NO_MATCHING_PLAYERS : NO_PLAYERS} />;
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  const summary = pageSummary(data, data.players.length);
  return (
    <>
      {data.players.length > 0 ? (
        <PlayerList players={data.players} label="Player rankings" onOpen={onOpen} busy={busy} />
      ) : (
        <EmptyState message={`No players on page ${formatCount(data.page)}.`}>
          <Button $variant="outline" onClick={() => onPage(1)}>
            First page
          </Button>
        </EmptyState>
      )}
      <Pager aria-label="Ranking pages">
        <p aria-live="polite">{summary}</p>
        {pages > 1 ? (
          <>
            <Button $variant="outline" disabled={busy || data.page <= 1} onClick={() => onPage(Math.min(data.page - 1, pages))}>
              Previous
            </Button>
            <Button $variant="outline" disabled={busy || data.page >= pages} onClick={() => onPage(data.page + 1)}>
              Next
            </Button>
          </>
        ) : null}
      </Pager>
    </>
  );
}
