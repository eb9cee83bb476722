import { useReducer } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { Dialog, LoadingState } from '@padel/ui-kit';
import { useErrorText, useLinkedPlayer } from '@padel/api';
import { useT } from '../../../i18n';
import { CreatePlayerProfileDialog } from './create-player-profile-dialog';
import { RegistrationDialog } from './registration-dialog';

/**
 * Registering a signed-in user for a tournament (SPEC §2): without a linked player first Create Your
 * Player Profile, then the registration dialog. `tournament` null means the flow is closed.
 */
export function RegisterFlow({ tournament, onClose }: { tournament: TournamentListItem | null; onClose: () => void }) {
  const linked = useLinkedPlayer();
  const t = useT();
  const errorText = useErrorText();
  // The link is written to localStorage on registration; re-render to read it.
  const [, linkedNow] = useReducer((count: number) => count + 1, 0);

  if (tournament === null || linked.status === 'signed-out') return null;
  if (linked.status === 'checking') {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()} title={t('registration.title')}>
        <LoadingState label={t('registration.checkingProfile')} />
      </Dialog>
    );
  }
  if (linked.status === 'error') {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()} title={t('registration.title')}>
        <p role="alert" style={{ marginTop: 16 }}>
          {errorText(linked.error, t('registration.failedPlayers'))}
        </p>
      </Dialog>
    );
  }
  if (linked.status !== 'linked') {
    return <CreatePlayerProfileDialog open onClose={onClose} onRegistered={linkedNow} />;
  }
  return <RegistrationDialog tournament={tournament} playerId={linked.player.id} onClose={onClose} />;
}
