import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, LoadingState, media, QueryPager, Stack } from '@padel/ui-kit';
import { MAX_PAGE_LIMIT, type LegacyRegistration, type TournamentEntry } from '@padel/contracts';
import { entryWindowOf, useAuth } from '@padel/platform';
import { isFirstMember, useErrorText, useMyEntryPage, useMyRegistrations, useMyTeams, useTournamentPage } from '@padel/api';
import { EntryForm } from './entry-form';
import { ConfirmedEntries, PendingConfirmations, PendingTournamentConfirmations, type WithdrawAction } from './entry-lists';
import { NoTeamCard } from './no-team-card';
import { TournamentCards } from './tournament-cards';
import { WithdrawEntryDialog } from './withdraw-entry-dialog';
import { useEntryActions } from '../hooks/use-entry-actions';
import { useUrlPage } from '../hooks/use-url-page';
import { useT } from '../../../i18n';

/**
 * The entry lists beside the form from 1024 px (below, the form would be too narrow for its fields), or the form
 * alone in a narrow column while there are no lists. The element tree stays the same either way, so the form keeps
 * what the user typed when the lists appear.
 */
const EntryLayout = styled.div<{ $split: boolean }>`
  display: grid;
  gap: 24px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  max-width: ${({ $split }) => ($split ? 'none' : '640px')};
  ${media.lg} {
    grid-template-columns: ${({ $split }) => ($split ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  }
`;

const Lists = styled(Stack)`
  &:empty {
    display: none;
  }
`;

/** How many tournament cards, and how many of the caller's entries, show at a time. */
export const TOURNAMENT_CARDS_PAGE_SIZE = 12;
export const ENTRIES_PAGE_SIZE = 20;

/**
 * SPEC §2 Enter tournament: confirmations, confirmed entries (withdrawable before the start), the entry form and every
 * tournament, all read as pages (decision 194): the cards a page at a time, live, upcoming, then past ones (the page in
 * the URL), the caller's entries 20 at a time, and the form's choice from the upcoming tournaments (the nearest 100,
 * which hold those taking entries).
 */
export function EnterTournamentScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const teams = useMyTeams();
  const [cardsPage, setCardsPage] = useUrlPage();
  const [entriesPage, setEntriesPage] = useState(1);
  const cards = useTournamentPage({ page: cardsPage, limit: TOURNAMENT_CARDS_PAGE_SIZE, order: 'status' });
  const upcoming = useTournamentPage({ status: 'Upcoming', limit: MAX_PAGE_LIMIT });
  const entryPage = useMyEntryPage({ page: entriesPage, limit: ENTRIES_PAGE_SIZE });
  const entries = { ...entryPage, data: entryPage.data?.items };
  const registrations = useMyRegistrations();
  const [tournamentId, setTournamentId] = useState('');
  const {
    confirmEntry,
    confirmRegistration,
    withdrawEntry,
    withdrawTarget,
    setWithdrawTarget,
    withdraw: onWithdrawConfirmed,
  } = useEntryActions();

  const confirmedTeams = useMemo(() => (teams.data ?? []).filter((team) => team.status === 'confirmed'), [teams.data]);
  const upcomingItems = upcoming.data?.items;
  const openForEntries = useMemo(
    () => (upcomingItems ?? []).filter((tournament) => tournament.status === 'Upcoming' && entryWindowOf(tournament).state === 'open'),
    [upcomingItems],
  );
  const tournamentNames = useMemo(
    () =>
      new Map([
        ...(entries.data ?? []).flatMap((entry) => (entry.tournament ? [[entry.tournament_id, entry.tournament.title] as const] : [])),
        ...[...(cards.data?.items ?? []), ...(upcomingItems ?? [])].map((tournament) => [tournament.id, tournament.name] as const),
      ]),
    [cards.data, upcomingItems, entries.data],
  );
  const upcomingIds = useMemo(
    () => new Set((upcomingItems ?? []).filter((tournament) => tournament.status === 'Upcoming').map((tournament) => tournament.id)),
    [upcomingItems],
  );
  const pendingEntries = (entries.data ?? []).filter((entry) => entry.status === 'pending_both');
  // Confirmed ones with those waiting for a place or rejected by the organizer, each with its status (decision 198).
  const confirmedEntries = (entries.data ?? []).filter((entry) => ['confirmed', 'waitlist', 'rejected'].includes(entry.status));
  const awaitingMyFlag = useMemo(() => {
    const listedAsEntries = new Set((entries.data ?? []).map((entry) => entry.id));
    return (registrations.data ?? []).filter((registration) => {
      if (listedAsEntries.has(registration.id)) return false;
      const team = confirmedTeams.find((candidate) => candidate.id === registration.teamId);
      if (!team) return false;
      return isFirstMember(team, userId) ? !registration.player1Confirmed : !registration.player2Confirmed;
    });
  }, [registrations.data, entries.data, confirmedTeams, userId]);

  if (teams.isPending || cards.isPending || upcoming.isPending) return <LoadingState label={t('entry.loading')} />;
  if (teams.isError) {
    return <ErrorState message={errorText(teams.error, t('teams.fetchFailed'))} onRetry={() => void teams.refetch()} />;
  }
  if (cards.isError || upcoming.isError) {
    const retry = () => {
      if (cards.isError) void cards.refetch();
      if (upcoming.isError) void upcoming.refetch();
    };
    return <ErrorState message={errorText(cards.error ?? upcoming.error, t('entry.tournamentsFetchFailed'))} onRetry={retry} />;
  }

  const hasTeam = confirmedTeams.length > 0;
  const onConfirmEntry = (entry: TournamentEntry) => confirmEntry.mutate(entry.id);
  const onConfirmRegistration = (registration: LegacyRegistration) =>
    confirmRegistration.mutate({ registrationId: registration.id, playerId: userId });
  const withdraw: WithdrawAction = {
    canWithdraw: (entry) => upcomingIds.has(entry.tournament_id) && (entry.status === 'pending_both' || entry.status === 'confirmed'),
    withdrawing: withdrawEntry.isPending,
    onWithdraw: setWithdrawTarget,
  };
  const chooseTournament = (id: string) => {
    setTournamentId(id);
    document.getElementById('entry-form')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const entryPanel = hasTeam ? (
    <EntryForm
      tournaments={openForEntries}
      teams={confirmedTeams}
      userId={userId}
      tournamentId={tournamentId}
      onTournamentChange={setTournamentId}
    />
  ) : (
    <NoTeamCard />
  );
  const hasEntryLists =
    entries.isError || entries.isPending || pendingEntries.length > 0 || awaitingMyFlag.length > 0 || confirmedEntries.length > 0;

  return (
    <Stack>
      <EntryLayout $split={hasEntryLists}>
        <Lists>
          {entries.isError ? (
            <ErrorState message={errorText(entries.error, t('entry.entriesFetchFailed'))} onRetry={() => void entries.refetch()} />
          ) : entries.isPending ? (
            <LoadingState label={t('entry.loadingEntries')} />
          ) : null}
          {pendingEntries.length > 0 ? (
            <PendingConfirmations
              entries={pendingEntries}
              userId={userId}
              confirming={confirmEntry.isPending}
              onConfirm={onConfirmEntry}
              withdraw={withdraw}
            />
          ) : null}
          {awaitingMyFlag.length > 0 ? (
            <PendingTournamentConfirmations
              registrations={awaitingMyFlag}
              teams={confirmedTeams}
              tournamentNames={tournamentNames}
              userId={userId}
              confirming={confirmRegistration.isPending}
              onConfirm={onConfirmRegistration}
            />
          ) : null}
          {confirmedEntries.length > 0 ? <ConfirmedEntries entries={confirmedEntries} userId={userId} withdraw={withdraw} /> : null}
          <QueryPager query={entryPage} label={t('entry.entries.pages')} onPage={setEntriesPage} />
        </Lists>
        {entryPanel}
      </EntryLayout>
      <TournamentCards tournaments={cards.data.items} onChoose={hasTeam ? (tournament) => chooseTournament(tournament.id) : undefined} />
      <QueryPager query={cards} label={t('entry.all.pages')} onPage={setCardsPage} />
      <WithdrawEntryDialog
        entry={withdrawTarget}
        withdrawing={withdrawEntry.isPending}
        onCancel={() => setWithdrawTarget(null)}
        onWithdraw={onWithdrawConfirmed}
      />
    </Stack>
  );
}
