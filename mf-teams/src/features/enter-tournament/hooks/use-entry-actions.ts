import { useState } from 'react';
import type { TournamentEntry } from '@padel/contracts';
import { useConfirmEntry, useConfirmRegistration, useWithdrawEntry } from '@padel/api';
import { useOutcomeToasts } from '../../../components/outcome-toasts';

/**
 * Confirming an entry (or an older registration) and withdrawing one, each toasting its outcome; the entry a
 * Withdraw asks about is held here until the dialog is answered. The screen owns them, so their toasts still show
 * after a list empties and unmounts.
 */
export function useEntryActions() {
  const outcome = useOutcomeToasts();
  const confirmEntry = useConfirmEntry(outcome('Entry Confirmed!', 'Failed to confirm entry'));
  const confirmRegistration = useConfirmRegistration(outcome('Tournament Confirmed!', 'Failed to confirm entry'));
  const withdrawEntry = useWithdrawEntry(outcome('Entry Withdrawn', 'Failed to withdraw entry'));
  const [withdrawTarget, setWithdrawTarget] = useState<TournamentEntry | null>(null);
  const withdraw = (entry: TournamentEntry) => withdrawEntry.mutate(entry.id, { onSettled: () => setWithdrawTarget(null) });
  return { confirmEntry, confirmRegistration, withdrawEntry, withdrawTarget, setWithdrawTarget, withdraw };
}
