import { useState } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { useAuth, useSignInAction } from '@padel/platform';

/**
 * Register Now (SPEC §2): visitors get the shell's sign-in dialog; signed-in users start the registration
 * flow for that tournament. `closeDetails` closes the detail dialog first, so one dialog shows at a time.
 */
export function useRegisterAction(closeDetails: () => void) {
  const { status } = useAuth();
  const signIn = useSignInAction();
  const [tournament, setTournament] = useState<TournamentListItem | null>(null);

  const start = (chosen: TournamentListItem) => {
    closeDetails();
    if (status === 'signed-in') setTournament(chosen);
    else signIn();
  };

  return { tournament, start, close: () => setTournament(null), disabled: status === 'loading' };
}
