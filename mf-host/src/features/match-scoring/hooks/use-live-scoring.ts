import { useState } from 'react';
import { ApiError } from '@padel/platform';
import type { Match, MatchSide } from '@padel/contracts';
import { useErrorText, useScorePoint, useUndoPoint } from '@padel/api';
import { useT } from '../../../i18n';

/**
 * Point-by-point scoring of one match: each tap sends the version shown. A 409 (someone else scored meanwhile)
 * refreshes the match and says so; any other refusal shows the server's message (in the reader's language).
 */
export function useLiveScoring(tournamentId: string, match: Match) {
  const t = useT();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const ref = { tournamentId, matchId: match.id };
  const callbacks = {
    onSuccess: () => setNotice(null),
    onError: (error: Error) =>
      setNotice(
        error instanceof ApiError && error.status === 409 ? t('liveScoring.refreshed') : errorText(error, t('liveScoring.error.fallback')),
      ),
  };
  const point = useScorePoint(ref, callbacks);
  const undo = useUndoPoint(ref, callbacks);
  return {
    notice,
    sending: point.isPending || undo.isPending,
    scorePoint: (team: MatchSide) => point.mutate({ team, version: match.version }),
    undoPoint: () => undo.mutate({ version: match.version }),
  };
}
