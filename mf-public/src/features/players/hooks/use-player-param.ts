import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@padel/platform';

const PLAYER = 'player';
/** History state of an entry this page pushed to open the dialog, so closing it can go back instead. */
const OPENED_HERE = { openedPlayer: true };

/**
 * The player whose dialog is open, from `?player=<id>` (a link or a reload opens it too). Opening adds a history
 * entry, so Back closes the dialog; closing goes back when this page opened it, else removes the parameter.
 */
export function usePlayerParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const playerId = params.get(PLAYER)?.trim() || null;

  const openPlayer = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PLAYER, id);
          return next;
        },
        { state: OPENED_HERE },
      ),
    [setParams],
  );

  const openedHere = (location.state as typeof OPENED_HERE | null)?.openedPlayer === true;
  const closePlayer = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLAYER);
        return next;
      },
      { replace: true },
    );
  }, [navigate, openedHere, setParams]);

  return { playerId, openPlayer, closePlayer };
}
