import { useState } from 'react';
import { Button } from '@padel/ui-kit';
import { useDrawActions } from '../hooks/use-draw-actions';
import { DRAW_EXPLANATION, drawQuestion, REDO_EXPLANATION } from '../lib/draw';
import { ConfirmDialog } from './confirm-dialog';

interface DrawButtonProps {
  tournamentId: string;
  title: string;
  /** How many confirmed teams take part (the organizer's entry counts). */
  confirmed: number;
  /** `redo`: take the draw back and draw again (only while no match has started). */
  mode?: 'draw' | 'redo';
}

/** "Close entries and draw" (or "Redo the draw") with a confirmation naming how many teams take part. */
export function DrawButton({ tournamentId, title, confirmed, mode = 'draw' }: DrawButtonProps) {
  const [open, setOpen] = useState(false);
  const redo = mode === 'redo';
  const actions = useDrawActions(tournamentId, { redo, onDone: () => setOpen(false) });
  const label = redo ? 'Redo the draw' : 'Close entries and draw';
  return (
    <>
      <Button
        $size="sm"
        $variant={redo ? 'outline' : 'primary'}
        onClick={() => {
          actions.clearError();
          setOpen(true);
        }}
        aria-label={`${label}: ${title}`}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={redo ? 'Redo the draw?' : drawQuestion(confirmed)}
        description={redo ? REDO_EXPLANATION : DRAW_EXPLANATION}
        confirmLabel={redo ? 'Redo the draw' : 'Draw'}
        busyLabel="Drawing..."
        busy={actions.busy}
        error={actions.error}
        onConfirm={actions.confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
