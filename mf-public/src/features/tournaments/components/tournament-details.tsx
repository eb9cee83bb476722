import type { TournamentListItem } from '@padel/contracts';
import { useRegisterAction } from '../hooks/use-register-action';
import { RegisterFlowOnDemand as RegisterFlow } from './register-flow-on-demand';
import { TournamentDialog } from './tournament-dialog';

/** The detail dialog of the chosen tournament (null: closed); its Register Now closes it and starts the registration flow. */
export function TournamentDetails({ tournament, onClose }: { tournament: TournamentListItem | null; onClose: () => void }) {
  const registration = useRegisterAction(onClose);
  return (
    <>
      <TournamentDialog
        tournament={tournament}
        onClose={onClose}
        onRegister={registration.start}
        registerDisabled={registration.disabled}
      />
      <RegisterFlow tournament={registration.tournament} onClose={registration.close} />
    </>
  );
}
