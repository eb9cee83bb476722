import { useMemo, useState } from 'react';
import type { Player } from '@padel/contracts';
import { usePlayers } from '@padel/api';
import { ActivityIcon, EmptyState, Grid, PercentIcon, SearchField, Stack, StatCard, UsersIcon } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { filterPlayers, formatPercent, NO_MATCHING_PLAYERS, NO_PLAYERS, rankingStats, sortByRanking } from '../lib/rankings';
import { PlayerList } from './player-list';

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
  return (
    <QueryResult query={players} loading="Loading players" failed="Failed to fetch players">
      {(list) => <Rankings players={list} />}
    </QueryResult>
  );
}

function Rankings({ players }: { players: readonly Player[] }) {
  const [search, setSearch] = useState('');
  const ranked = useMemo(() => sortByRanking(players), [players]);
  const visible = useMemo(() => filterPlayers(ranked, search), [ranked, search]);
  return (
    <Stack>
      <RankingStats players={ranked} />
      <SearchField label="Search players" placeholder="Search by name or country..." value={search} onChange={setSearch} />
      {ranked.length === 0 ? (
        <EmptyState message={NO_PLAYERS} icon={<UsersIcon size={32} />} />
      ) : visible.length === 0 ? (
        <EmptyState message={NO_MATCHING_PLAYERS} />
      ) : (
        <PlayerList players={visible} label="Player rankings" />
      )}
    </Stack>
  );
}
