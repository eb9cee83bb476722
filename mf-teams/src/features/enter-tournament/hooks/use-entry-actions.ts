import { useState } from 'react';
import type { TournamentEntry } from '@padel/contracts';
import { useConfirmEntry, useConfirmRegistration, useWithdrawEntry } from '@padel/api';
import { useOutcomeToasts } from '../../../components/outcome-toasts';
import { useT } from '../../../i18n';

/**
 * Confirming an entry (or an older registration) and withdrawing one, each toasting its outcome; the entry a
 * Withdraw asks about is held here until the dialog is answered. The screen owns them, so their toasts still show
 * after a list empties and unmounts.
 */
export function useEntryActions() {
  const t = useT();
  const outcome = useOutcomeToasts();
  const confirmEntry = useConfirmEntry(outcome(t('entry.confirmed.toast'), t('entry.confirmed.description'), t('entry.confirmFailed')));
  const confirmRegistration = useConfirmRegistration(
    outcome(t('entry.registrationConfirmed.toast'), t('entry.registrationConfirmed.description'), t('entry.confirmFailed')),
  );
  const withdrawEntry = useWithdrawEntry(outcome(t('entry.withdrawn.toast'), t('entry.withdrawn.description'), t('entry.withdrawFailed')));
  const [withdrawTarget, setWithdrawTarget] = useState<TournamentEntry | null>(null);
  const withdraw = (entry: TournamentEntry) => withdrawEntry.mutate(entry.id, { onSettled: () => setWithdrawTarget(null) });
  return { confirmEntry, confirmRegistration, withdrawEntry, withdrawTarget, setWithdrawTarget, withdraw };
}
