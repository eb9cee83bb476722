import { useState } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { useTournaments } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n';
import type { MessageId } from '../../../i18n/format';
import { groupByStatus, latestChampions, nowLine } from '../lib/tournaments';
import { LiveTournamentCard } from './live-tournament-card';
import { TournamentDetails } from './tournament-details';
import { CardGrid, TournamentGrid } from './tournament-grid';

/** Home: live tournaments with the round being played (without a draw, the spec's Quarter Finals / Round of 16 lines). */
export function LiveTournaments() {
  const tournaments = useTournaments();
  const intl = useIntl();
  const t = useT();
  return (
    <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
      {(list) => {
        const live = groupByStatus(list).live;
        if (live.length === 0) return <EmptyState message={t('tournaments.empty.noLive')} />;
        return (
          <CardGrid>
            {live.map((tournament, index) => (
              <LiveTournamentCard key={tournament.id} tournament={tournament} now={nowLine(intl, tournament, index)} />
            ))}
          </CardGrid>
        );
      }}
    </QueryResult>
  );
}

/** Home: tournament cards picked from the list, with their detail dialog and registration, or the empty text. */
function HomeTournamentCards({ pick, empty }: { pick: (list: readonly TournamentListItem[]) => TournamentListItem[]; empty: MessageId }) {
  const tournaments = useTournaments();
  const t = useT();
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  return (
    <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
      {(list) => {
        const picked = pick(list);
        if (picked.length === 0) return <EmptyState message={t(empty)} />;
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
  return <HomeTournamentCards pick={upcomingOf} empty="tournaments.empty.noUpcoming" />;
}

/** Home: the latest completed tournaments with their champions (issue 9), each linking to its page. */
export function LatestChampions() {
  return <HomeTournamentCards pick={latestChampions} empty="tournaments.empty.noChampions" />;
}
