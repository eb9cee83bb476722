import { useCreateTournament, useErrorText } from '@padel/api';
import { useToast } from '@padel/platform';
import { useT } from '../../../i18n';
import { emptyTournamentForm, parseTournamentForm } from '../../../lib/tournament-form';
import { useTournamentForm } from '../../../components/use-tournament-form';

/**
 * The create-tournament form's state: its values, field errors from the shared schema (shown in the reader's
 * language), and a submit that posts the tournament, toasts the outcome and empties the form on success (every
 * tournament list then refreshes).
 */
export function useCreateTournamentForm() {
  const t = useT();
  const apiErrorText = useErrorText();
  const form = useTournamentForm(emptyTournamentForm);
  const { toast } = useToast();
  const createTournament = useCreateTournament({
    onSuccess: () => {
      toast({ title: t('createTournament.created.title'), description: t('createTournament.created.description') });
      form.setValues(emptyTournamentForm);
    },
    onError: (error) =>
      toast({
        title: t('createTournament.error.title'),
        description: apiErrorText(error, t('createTournament.error.fallback')),
        variant: 'destructive',
      }),
  });

  const submit = form.submitWith(parseTournamentForm, (result) => createTournament.mutate(result.tournament));

  return { ...form, submit, isSending: createTournament.isPending };
}
