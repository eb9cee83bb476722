import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Player } from '@padel/contracts';
import { ActivityIcon, EmptyState, Grid, PercentIcon, SearchField, Spinner, StatCard, UsersIcon } from '@padel/ui-kit';
import { QueryError } from '../../../components/query-error';
import { usePlayers } from '@padel/api';
import { filterPlayers, formatPercent, NO_MATCHING_PLAYERS, NO_PLAYERS, rankingStats, sortByRanking } from '../lib/rankings';
import { PlayerCard, PlayerList } from './player-card';
import { PlayerDialog } from './player-dialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export function RankingStats({ players }: { players: readonly Player[] }) {
  const stats = rankingStats(players);
  return (
    <Grid $columns={3}>
      <StatCard label="Total Players" value={stats.totalPlayers} icon={<UsersIcon />} />
      <StatCard label="Total Matches" value={stats.totalMatches.toLocaleString('en-US')} icon={<ActivityIcon />} />
      <StatCard label="Average Win Rate" value={formatPercent(stats.averageWinRate ?? 0)} icon={<PercentIcon />} />
    </Grid>
  );
}

/** The Rankings page body: stat cards, search by name or country, the ranked list and the player dialog. */
export function RankingsBoard() {
  const players = usePlayers();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const ranked = useMemo(() => sortByRanking(players.data ?? []), [players.data]);
  const visible = useMemo(() => filterPlayers(ranked, search), [ranked, search]);

  if (players.isPending) return <Spinner label="Loading players" />;
  if (players.isError)
    return <QueryError error={players.error} fallback="Failed to fetch players" onRetry={() => void players.refetch()} />;

  // The dialog follows the cached list, so it shows fresh data after any refetch.
  const open = ranked.find((player) => player.id === openId) ?? null;

  return (
    <Stack>
      <RankingStats players={ranked} />
      <SearchField label="Search players" placeholder="Search by name or country..." value={search} onChange={setSearch} />
      {ranked.length === 0 ? (
        <EmptyState message={NO_PLAYERS} icon={<UsersIcon size={32} />} />
      ) : visible.length === 0 ? (
        <EmptyState message={NO_MATCHING_PLAYERS} />
      ) : (
        <PlayerList aria-label="Player rankings">
          {visible.map((player) => (
            <PlayerCard key={player.id} player={player} onOpen={(chosen) => setOpenId(chosen.id)} />
          ))}
        </PlayerList>
      )}
      <PlayerDialog player={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
