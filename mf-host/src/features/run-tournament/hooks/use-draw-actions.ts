import { useState } from 'react';
import type { DrawResponse } from '@padel/contracts';
import { useConfirmationText, useErrorText, useMakeDraw, useRedoDraw } from '@padel/api';
import { useToast } from '@padel/platform';
import { useT } from '../../../i18n';
import { drawDoneText } from '../lib/draw';

/**
 * The draw of one tournament: making it, or redoing it (taken back and drawn again). A refusal (409: fewer than
 * two confirmed teams, a match already started) is kept as `error` for the confirmation to show, in the reader's
 * language; success toasts.
 */
export function useDrawActions(tournamentId: string, { redo, onDone }: { redo: boolean; onDone: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const callbacks = {
    onSuccess: (answer: DrawResponse) => {
      const made = confirmationText(answer, t('draw.done.message', { teams: answer.draw.team_count }));
      toast({ title: t(redo ? 'draw.redo.done.title' : 'draw.done.title'), description: drawDoneText(t, made, answer.missed_entries) });
      onDone();
    },
    onError: (failure: Error) => setError(errorText(failure, t('draw.error.fallback'))),
  };
  const makeDraw = useMakeDraw(tournamentId, callbacks);
  const redoDraw = useRedoDraw(tournamentId, callbacks);
  const mutation = redo ? redoDraw : makeDraw;

  return {
    error,
    clearError: () => setError(null),
    busy: mutation.isPending,
    /** Makes (or redoes) the draw; `paidOnly` draws only the confirmed entries marked paid. */
    confirm: (paidOnly = false) => {
      setError(null);
      if (redo) redoDraw.mutate();
      else makeDraw.mutate({ paidOnly });
    },
  };
}
