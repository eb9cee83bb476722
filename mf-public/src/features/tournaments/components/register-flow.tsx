import { useReducer } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { Dialog, Spinner } from '@padel/ui-kit';
import { useLinkedPlayer } from '@padel/api';
import { CreatePlayerProfileDialog } from './create-player-profile-dialog';
import { RegistrationDialog } from './registration-dialog';

/**
 * Registering a signed-in user for a tournament (SPEC §2): without a linked player first Create Your
 * Player Profile, then the registration dialog. `tournament` null means the flow is closed.
 */
export function RegisterFlow({ tournament, onClose }: { tournament: TournamentListItem | null; onClose: () => void }) {
  const linked = useLinkedPlayer();
  // The link is written to localStorage on registration; re-render to read it.
  const [, linkedNow] = useReducer((count: number) => count + 1, 0);

  if (tournament === null || linked.status === 'signed-out') return null;
  if (linked.status === 'checking') {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()} title="Register for Tournament">
        <div style={{ marginTop: 16 }}>
          <Spinner label="Checking your player profile" />
        </div>
      </Dialog>
    );
  }
  if (linked.status === 'error') {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()} title="Register for Tournament">
        <p role="alert" style={{ marginTop: 16 }}>
          {linked.error.message || 'Failed to fetch players'}
        </p>
      </Dialog>
    );
  }
  if (linked.status !== 'linked') {
    return <CreatePlayerProfileDialog open onClose={onClose} onRegistered={linkedNow} />;
  }
  return <RegistrationDialog tournament={tournament} playerId={linked.player.id} onClose={onClose} />;
}
