import { useState } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { useTournaments } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import {
  groupByStatus,
  latestChampions,
  nowLine,
  NO_CHAMPIONS_YET,
  NO_LIVE_TOURNAMENTS,
  NO_UPCOMING_TOURNAMENTS,
} from '../lib/tournaments';
import { LiveTournamentCard } from './live-tournament-card';
import { TournamentDetails } from './tournament-details';
import { CardGrid, TournamentGrid } from './tournament-grid';

/** Home: live tournaments with the round being played (without a draw, the spec's Quarter Finals / Round of 16 lines). */
export function LiveTournaments() {
  const tournaments = useTournaments();
  return (
    <QueryResult query={tournaments} loading="Loading tournaments" failed="Failed to fetch tournaments">
      {(list) => {
        const live = groupByStatus(list).live;
        if (live.length === 0) return <EmptyState message={NO_LIVE_TOURNAMENTS} />;
        return (
          <CardGrid>
            {live.map((tournament, index) => (
              <LiveTournamentCard key={tournament.id} tournament={tournament} now={nowLine(tournament, index)} />
            ))}
          </CardGrid>
        );
      }}
    </QueryResult>
  );
}

/** Home: tournament cards picked from the list, with their detail dialog and registration, or the empty text. */
function HomeTournamentCards({ pick, empty }: { pick: (list: readonly TournamentListItem[]) => TournamentListItem[]; empty: string }) {
  const tournaments = useTournaments();
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  return (
    <QueryResult query={tournaments} loading="Loading tournaments" failed="Failed to fetch tournaments">
      {(list) => {
        const picked = pick(list);
        if (picked.length === 0) return <EmptyState message={empty} />;
        return (
          <>
            <TournamentGrid tournaments={picked} onOpen={setOpen} />
            <TournamentDetails tournament={open} onClose={() => setOpen(null)} />
          </>
        );
      }}
    </QueryResult>
  );
}

const upcomingOf = (list: readonly TournamentListItem[]) => groupByStatus(list).upcoming;

/** Home: upcoming tournaments with their detail dialog and registration. */
export function UpcomingTournaments() {
  return <HomeTournamentCards pick={upcomingOf} empty={NO_UPCOMING_TOURNAMENTS} />;
}

/** Home: the latest completed tournaments with their champions (issue 9), each linking to its page. */
export function LatestChampions() {
  return <HomeTournamentCards pick={latestChampions} empty={NO_CHAMPIONS_YET} />;
}
