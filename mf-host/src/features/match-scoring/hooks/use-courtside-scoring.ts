import { useCallback, useEffect, useRef, useState } from 'react';
import { type Level, type Match, type MatchSide } from '@padel/contracts';
import { useErrorText, usePointSender, useUndoPoint } from '@padel/api';
import { ApiError, newRequestId } from '@padel/platform';
import { useT } from '../../../i18n';
import { withPendingPoints } from '../lib/next-score';
import { matchKeyOf, pendingPointStore, sendPendingPoints, type PendingPoint, type SendOutcome } from '../lib/pending-points';

/** Points the server has counted already (its version passed theirs) are not played again on top of its score. */
const unsentOf = (points: readonly PendingPoint[], match: Match): PendingPoint[] =>
  points.filter((point) => point.version >= match.version);

/** While points wait for the network, they are tried again this often (and at once when the browser is back online). */
const RETRY_MS = 5_000;

/**
 * Courtside scoring that survives lost Wi-Fi (decision 196): a tap is stored on the device first (IndexedDB, with its
 * idempotency key and the version it was scored on), shown at once on top of the server's score, and sent in order
 * whenever the network lets it. A point refused because the match changed elsewhere is dropped with the ones after
 * it, the server's score is fetched and the scorer is told; a point is never counted twice (same key on every retry).
 */
export function useCourtsideScoring(tournamentId: string, match: Match, level: Level) {
  const t = useT();
  const errorText = useErrorText();
  const sender = usePointSender({ tournamentId, matchId: match.id });
  const store = pendingPointStore();
  const matchKey = matchKeyOf(tournamentId, match.id);
  const [pending, setPending] = useState<PendingPoint[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const sending = useRef(false);
  const again = useRef(false);
  // The points as stored, kept in step at once: two quick taps must name two versions, not the same one.
  const pendingNow = useRef<PendingPoint[]>([]);

  // The latest texts and sender, read by the sending loop without restarting it.
  const latest = useRef({ t, errorText, sender });
  latest.current = { t, errorText, sender };

  const reload = useCallback(async () => {
    pendingNow.current = await store.list(matchKey);
    setPending(pendingNow.current);
  }, [store, matchKey]);

  const flush = useCallback(async () => {
    if (sending.current) {
      // A tap while points are on their way: its point goes out right after them.
      again.current = true;
      return;
    }
    sending.current = true;
    let outcome: SendOutcome | null = null;
    const { t, errorText, sender } = latest.current;
    try {
      outcome = await sendPendingPoints(store, matchKey, sender.send, () => void reload());
      if (outcome.kind === 'refused') {
        await sender.refetch();
        const changed = outcome.error instanceof ApiError && outcome.error.status === 409;
        setNotice(
          changed
            ? t('courtside.changedElsewhere', { count: outcome.dropped })
            : `${errorText(outcome.error, t('liveScoring.error.fallback'))} ${t('courtside.dropped', { count: outcome.dropped })}`,
        );
      } else if (outcome.kind === 'sent') {
        setNotice(null);
      }
    } finally {
      sending.current = false;
      await reload();
    }
    if (again.current) {
      again.current = false;
      if (outcome?.kind === 'sent') void flush();
    }
  }, [store, matchKey, reload]);

  useEffect(() => {
    void reload().then(flush);
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [reload, flush]);

  const unsent = unsentOf(pending, match);
  const shown = withPendingPoints(
    match,
    unsent.map((point) => point.team),
    level,
  );

  const undo = useUndoPoint(
    { tournamentId, matchId: match.id },
    {
      onSuccess: () => setNotice(null),
      onError: (error) =>
        setNotice(
          error instanceof ApiError && error.status === 409
            ? t('liveScoring.refreshed')
            : errorText(error, t('liveScoring.error.fallback')),
        ),
    },
  );

  return {
    shown,
    notice,
    unsent: unsent.length,
    sending: undo.isPending,
    scorePoint: async (team: MatchSide) => {
      setNotice(null);
      const queued = unsentOf(pendingNow.current, match);
      const version = withPendingPoints(
        match,
        queued.map((each) => each.team),
        level,
      ).version;
      const last = pendingNow.current.at(-1);
      const point: PendingPoint = { key: newRequestId(), match: matchKey, seq: Math.max(Date.now(), (last?.seq ?? 0) + 1), team, version };
      pendingNow.current = [...pendingNow.current, point];
      setPending(pendingNow.current);
      await store.add(point);
      void flush();
    },
    /** A point not sent yet is simply forgotten; otherwise the server takes back its last point. */
    undoPoint: async () => {
      const last = unsent.at(-1);
      if (last) {
        await store.remove([last.key]);
        await reload();
        return;
      }
      undo.mutate({ version: match.version });
    },
  };
}
