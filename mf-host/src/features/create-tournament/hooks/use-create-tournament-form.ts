import { useState, type FormEvent } from 'react';
import { messageOf, useCreateTournament } from '@padel/api';
import { useToast } from '@padel/platform';
import { useFieldErrors } from '@padel/ui-kit';
import { emptyTournamentForm, parseTournamentForm, type TournamentFormValues } from '../lib/tournament-form';

/**
 * The create-tournament form's state: its values, field errors from the shared schema, and a submit that posts
 * the tournament, toasts the outcome and empties the form on success (every tournament list then refreshes).
 */
export function useCreateTournamentForm() {
  const fieldErrors = useFieldErrors();
  const { setErrors } = fieldErrors;
  const { toast } = useToast();
  const [values, setValues] = useState<TournamentFormValues>(emptyTournamentForm);
  const createTournament = useCreateTournament({
    onSuccess: () => {
      toast({ title: 'Tournament Created!', description: 'Your tournament has been published' });
      setValues(emptyTournamentForm);
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to create tournament'), variant: 'destructive' }),
  });

  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTournamentForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    createTournament.mutate(result.tournament);
  };

  return { ...fieldErrors, values, set, submit, isSending: createTournament.isPending };
}
