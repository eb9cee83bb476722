import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { useDrawActions } from '../hooks/use-draw-actions';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DrawButtonProps {
  tournamentId: string;
  title: string;
  /** How many confirmed teams take part (the organizer's entry counts). */
  confirmed: number;
  /** `redo`: take the draw back and draw again (only while no match has started). */
  mode?: 'draw' | 'redo';
  /** The tournament's entry fee: with one, the draw may take the paid entries only. */
  entryFee?: number | null;
}

const PaidOnly = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
`;

/** "Close entries and draw" (or "Redo the draw") with a confirmation naming how many teams take part. */
export function DrawButton({ tournamentId, title, confirmed, mode = 'draw', entryFee = null }: DrawButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [paidOnly, setPaidOnly] = useState(false);
  const redo = mode === 'redo';
  const actions = useDrawActions(tournamentId, { redo, onDone: () => setOpen(false) });
  return (
    <>
      <Button
        $size="sm"
        $variant={redo ? 'outline' : 'primary'}
        onClick={() => {
          actions.clearError();
          setOpen(true);
        }}
        aria-label={t(redo ? 'draw.redo.button.label' : 'draw.button.label', { title })}
      >
        {t(redo ? 'draw.redo.button' : 'draw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={redo ? t('draw.redo.question') : t('draw.question', { count: confirmed })}
        description={t(redo ? 'draw.redo.explanation' : 'draw.explanation')}
        confirmLabel={t(redo ? 'draw.redo.button' : 'draw.confirm')}
        busyLabel={t('draw.busy')}
        busy={actions.busy}
        error={actions.error}
        onConfirm={() => actions.confirm(paidOnly)}
        onClose={() => setOpen(false)}
      >
        {entryFee && !redo ? (
          <PaidOnly>
            <input type="checkbox" checked={paidOnly} onChange={(event) => setPaidOnly(event.target.checked)} />
            {t('draw.paidOnly')}
          </PaidOnly>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
