import { useChangeTournamentStatus, useConfirmationText, useDeleteTournament, useErrorText, useUpdateTournament } from '@padel/api';
import { useToast } from '@padel/platform';
import { useT } from '../../../i18n';

/** Toasts for one housekeeping action: its title and the server's message on success, the refusal in the reader's language on failure. */
function useOutcomeToasts() {
  const t = useT();
  const { toast } = useToast();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  return {
    done: (title: string, answer: { message: string }) => toast({ title, description: confirmationText(answer, title) }),
    failed: (title: string, error: Error, fallback: string) =>
      toast({ title, description: errorText(error, fallback), variant: 'destructive' }),
    t,
  };
}

/** Saves the edit dialog's changes; `onDone` closes it (a refusal keeps it open with what the organizer typed). */
export function useEditTournament(tournamentId: string, onDone: () => void) {
  const { done, failed, t } = useOutcomeToasts();
  return useUpdateTournament(tournamentId, {
    onSuccess: (answer) => {
      done(t('housekeeping.edit.done.title'), answer);
      onDone();
    },
    onError: (error) => failed(t('housekeeping.edit.error.title'), error, t('housekeeping.edit.error.fallback')),
  });
}

/** Publishes or unpublishes (to draft) after the confirmation; `onDone` closes it either way. */
export function useStatusChange(tournamentId: string, onDone: () => void) {
  const { done, failed, t } = useOutcomeToasts();
  return useChangeTournamentStatus(tournamentId, {
    onSuccess: (answer, status) => {
      done(t(status === 'published' ? 'housekeeping.publish.done.title' : 'housekeeping.unpublish.done.title'), answer);
      onDone();
    },
    onError: (error) => {
      failed(t('housekeeping.status.error.title'), error, t('housekeeping.status.error.fallback'));
      onDone();
    },
  });
}

/** Deletes a draft after the confirmation; `onDone` closes it either way. */
export function useDeleteDraft(tournamentId: string, onDone: () => void) {
  const { done, failed, t } = useOutcomeToasts();
  return useDeleteTournament(tournamentId, {
    onSuccess: (answer) => {
      done(t('housekeeping.delete.done.title'), answer);
      onDone();
    },
    onError: (error) => {
      failed(t('housekeeping.delete.error.title'), error, t('housekeeping.delete.error.fallback'));
      onDone();
    },
  });
}
