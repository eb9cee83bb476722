import { useState } from 'react';
import type { TournamentListItem } from '@padel/contracts';
import { useAuth, useSignInThen } from '@padel/platform';

/**
 * Register Now (SPEC §2): visitors get the shell's sign-in dialog, and once they have signed in (or up) from it the
 * registration flow of that tournament opens; signed-in users start it at once. `closeDetails` closes the detail
 * dialog first, so one dialog shows at a time.
 */
export function useRegisterAction(closeDetails: () => void) {
  const { status } = useAuth();
  const signInThen = useSignInThen();
  const [tournament, setTournament] = useState<TournamentListItem | null>(null);

  const start = (chosen: TournamentListItem) => {
    closeDetails();
    if (status === 'signed-in') setTournament(chosen);
    else signInThen(() => setTournament(chosen));
  };

  return { tournament, start, close: () => setTournament(null), disabled: status === 'loading' };
}
