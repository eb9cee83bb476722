import { useState } from 'react';
import { messageOf, useMakeDraw, useRedoDraw } from '@padel/api';
import { useToast } from '@padel/platform';
import { drawDoneText } from '../lib/draw';

/**
 * The draw of one tournament: making it, or redoing it (taken back and drawn again). A refusal (409: fewer than
 * two confirmed teams, a match already started) is kept as `error` for the confirmation to show; success toasts.
 */
export function useDrawActions(tournamentId: string, { redo, onDone }: { redo: boolean; onDone: () => void }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const callbacks = {
    onSuccess: (answer: Parameters<typeof drawDoneText>[0]) => {
      toast({ title: redo ? 'Bracket Drawn Again' : 'Bracket Drawn', description: drawDoneText(answer) });
      onDone();
    },
    onError: (failure: Error) => setError(messageOf(failure, 'Failed to make the draw')),
  };
  const makeDraw = useMakeDraw(tournamentId, callbacks);
  const redoDraw = useRedoDraw(tournamentId, callbacks);
  const mutation = redo ? redoDraw : makeDraw;

  return {
    error,
    clearError: () => setError(null),
    busy: mutation.isPending,
    confirm: () => {
      setError(null);
      mutation.mutate();
    },
  };
}
