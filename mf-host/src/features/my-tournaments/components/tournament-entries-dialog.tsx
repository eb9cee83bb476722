import { useState } from 'react';
import styled from 'styled-components';
import type { OrganizerTournament } from '@padel/contracts';
import { useErrorText, useTournamentEntryPage } from '@padel/api';
import { Badge, Dialog, EmptyState, ErrorState, ListPager, LoadingState, UserText } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { categoryAndLevel, entryCountText, teamNameOf } from '../lib/tournament-entries';
import { EntryActions } from './entry-actions';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const TeamName = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** How many entries the dialog shows at a time. */
export const ENTRIES_PAGE_SIZE = 20;

function EntriesBody({ tournament }: { tournament: OrganizerTournament }) {
  const tournamentId = tournament.id;
  const [page, setPage] = useState(1);
  const entries = useTournamentEntryPage(tournamentId, { page, limit: ENTRIES_PAGE_SIZE });
  const t = useT();
  const errorText = useErrorText();
  if (entries.isPending) return <LoadingState label={t('entries.loading')} />;
  if (entries.isError) {
    return <ErrorState message={errorText(entries.error, t('entries.error'))} onRetry={() => void entries.refetch()} />;
  }
  const answer = entries.data;
  if (answer.total === 0) return <EmptyState message={t('entries.empty')} />;
  return (
    <>
      <List aria-label={t('entries.list.label')} aria-busy={entries.isPlaceholderData} start={(answer.page - 1) * answer.limit + 1}>
        {answer.items.map((entry) => (
          <Row key={entry.id} data-testid="tournament-entry">
            <div>
              <TeamName>
                <UserText>{teamNameOf(t, entry)}</UserText>
              </TeamName>
              <Meta>{categoryAndLevel(t, entry)}</Meta>
              {entry.status === 'waitlist' && entry.waitlist_place ? (
                <Meta>{t('entries.waitlistPlace', { place: entry.waitlist_place })}</Meta>
              ) : null}
              {entry.status === 'rejected' && entry.rejection_reason ? (
                <Meta>
                  {t('entries.rejectedBecause')} <UserText>{entry.rejection_reason}</UserText>
                </Meta>
              ) : null}
            </div>
            <Badge $variant={entry.status === 'confirmed' ? 'default' : 'secondary'}>{t('entries.status', { status: entry.status })}</Badge>
            <EntryActions entry={entry} hasFee={!!tournament.entry_fee} drawn={!!tournament.drawn} />
          </Row>
        ))}
      </List>
      <ListPager answer={answer} label={t('entries.pages')} busy={entries.isPlaceholderData} onPage={setPage} hideSingle />
    </>
  );
}

/** The teams that entered one of the organizer's tournaments, in entry order, with each entry's status, 20 at a time. */
export function TournamentEntriesDialog({ tournament, onClose }: { tournament: OrganizerTournament | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={tournament !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tournament ? t('entries.dialog.title', { title: tournament.title }) : ''}
      description={tournament ? entryCountText(t, tournament) : undefined}
    >
      {tournament ? <EntriesBody tournament={tournament} /> : null}
    </Dialog>
  );
}
