import { useId, useState } from 'react';
import styled from 'styled-components';
import type { OrganizerTournament } from '@padel/contracts';
import { Button } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteDraft, useStatusChange } from '../hooks/use-housekeeping-actions';
import { editBlockedReason, mayDelete, statusChangeOf } from '../lib/housekeeping';
import { EditTournamentDialog } from './edit-tournament-dialog';

const Reason = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

type Open = 'edit' | 'status' | 'delete' | null;

/**
 * In My Tournaments (decision 113): Edit (disabled with the reason once teams entered or it was drawn), Unpublish or
 * Publish (until drawn) and Delete (drafts only), each confirmed in a dialog; the outcome toasts.
 */
export function HousekeepingActions({ tournament }: { tournament: OrganizerTournament }) {
  const t = useT();
  const reasonId = useId();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const statusChange = useStatusChange(tournament.id, close);
  const deletion = useDeleteDraft(tournament.id, close);
  const blocked = editBlockedReason(t, tournament);
  const change = statusChangeOf(tournament);
  const { title } = tournament;

  return (
    <>
      <Button
        $size="sm"
        $variant="outline"
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        aria-label={t('housekeeping.edit.label', { title })}
        onClick={() => setOpen('edit')}
      >
        <T id="housekeeping.edit" />
      </Button>
      {tournament.drawn ? null : (
        <Button $size="sm" $variant="outline" aria-label={t(`housekeeping.${change}.label`, { title })} onClick={() => setOpen('status')}>
          <T id={`housekeeping.${change}`} />
        </Button>
      )}
      {mayDelete(tournament) ? (
        <Button $size="sm" $variant="destructive" aria-label={t('housekeeping.delete.label', { title })} onClick={() => setOpen('delete')}>
          <T id="housekeeping.delete" />
        </Button>
      ) : null}
      {blocked ? <Reason id={reasonId}>{blocked}</Reason> : null}

      {open === 'edit' ? <EditTournamentDialog tournament={tournament} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'status'}
        title={t(`housekeeping.${change}.question`, { title })}
        description={t(`housekeeping.${change}.explanation`)}
        confirmLabel={t(`housekeeping.${change}`)}
        busyLabel={t(`housekeeping.${change}.busy`)}
        busy={statusChange.isPending}
        error={null}
        onConfirm={() => statusChange.mutate(change === 'publish' ? 'published' : 'draft')}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('housekeeping.delete.question', { title })}
        description={t('housekeeping.delete.explanation')}
        confirmLabel={t('housekeeping.delete')}
        busyLabel={t('housekeeping.delete.busy')}
        busy={deletion.isPending}
        error={null}
        onConfirm={() => deletion.mutate()}
        onClose={close}
      />
    </>
  );
}
