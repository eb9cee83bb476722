import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TournamentListItem, TournamentPage } from '@padel/contracts';
import { useErrorText, useTournamentPage } from '@padel/api';
import { EmptyState, ErrorState, LoadingState, pageCount } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n';
import type { MessageId } from '../../../i18n/format';
import { groupByStatus, latestChampions, nowLine } from '../lib/tournaments';
import { LiveTournamentCard } from './live-tournament-card';
import { TournamentDetails } from './tournament-details';
import { CardGrid, TournamentGrid } from './tournament-grid';

/** How many live and how many upcoming tournaments Home shows (soonest first); the section links to the full page. */
export const HOME_TOURNAMENTS = 6;
/** Latest Champions looks among the last two pages of this size of the completed tournaments (earliest first). */
const CHAMPIONS_PAGE_SIZE = 20;

/** Home: live tournaments with the round being played (without a draw, the spec's Quarter Finals / Round of 16 lines). */
export function LiveTournaments() {
  const tournaments = useTournamentPage({ status: 'Live', limit: HOME_TOURNAMENTS });
  const intl = useIntl();
  const t = useT();
  return (
    <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
      {({ items }) => {
        const live = groupByStatus(items).live;
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

/** Tournament cards with their detail dialog and registration, or the empty text. */
function HomeTournamentCards({ picked, empty }: { picked: TournamentListItem[]; empty: MessageId }) {
  const t = useT();
  const [open, setOpen] = useState<TournamentListItem | null>(null);
  if (picked.length === 0) return <EmptyState message={t(empty)} />;
  return (
    <>
      <TournamentGrid tournaments={picked} onOpen={setOpen} />
      <TournamentDetails tournament={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Home: upcoming tournaments, soonest first, with their detail dialog and registration. */
export function UpcomingTournaments() {
  const tournaments = useTournamentPage({ status: 'Upcoming', limit: HOME_TOURNAMENTS });
  const t = useT();
  return (
    <QueryResult query={tournaments} loading={t('tournaments.loading')} failed={t('tournaments.failed')}>
      {({ items }) => <HomeTournamentCards picked={groupByStatus(items).upcoming} empty="tournaments.empty.noUpcoming" />}
    </QueryResult>
  );
}

/**
 * The most recent completed tournaments: the pages come earliest first, so the first page tells how many there are,
 * then the last two pages are asked (the same request when there are only one or two pages).
 */
function useRecentCompleted() {
  const first = useTournamentPage({ status: 'Completed', limit: CHAMPIONS_PAGE_SIZE });
  const pages = first.data ? pageCount(first.data) : 1;
  const last = useTournamentPage({ status: 'Completed', limit: CHAMPIONS_PAGE_SIZE, page: pages });
  const before = useTournamentPage({ status: 'Completed', limit: CHAMPIONS_PAGE_SIZE, page: Math.max(1, pages - 1) });
  const queries: Array<UseQueryResult<TournamentPage>> = [first, last, before];
  const failed = queries.find((query) => query.isError);
  const ready = first.data && queries.every((query) => query.data && !query.isPlaceholderData);
  const items = new Map<string, TournamentListItem>();
  if (ready) for (const query of [before, last]) for (const item of query.data?.items ?? []) items.set(item.id, item);
  return { failed, ready, items: [...items.values()] };
}

/** Home: the latest completed tournaments with their champions (issue 9), each linking to its page. */
export function LatestChampions() {
  const { failed, ready, items } = useRecentCompleted();
  const t = useT();
  const errorText = useErrorText();
  let body: ReactNode;
  if (failed) body = <ErrorState message={errorText(failed.error, t('tournaments.failed'))} onRetry={() => void failed.refetch()} />;
  else if (!ready) body = <LoadingState label={t('tournaments.loading')} />;
  else body = <HomeTournamentCards picked={latestChampions(items)} empty="tournaments.empty.noChampions" />;
  return body;
}
