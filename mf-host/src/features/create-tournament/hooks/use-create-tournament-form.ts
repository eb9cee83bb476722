import { createElement, useState, type FormEvent } from 'react';
import { useCreateTournament, useErrorText, useFieldErrorText } from '@padel/api';
import { useToast } from '@padel/platform';
import { FieldError, useFieldErrors } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { emptyTournamentForm, parseTournamentForm, type TournamentFormValues } from '../lib/tournament-form';

/**
 * The create-tournament form's state: its values, field errors from the shared schema (shown in the reader's
 * language), and a submit that posts the tournament, toasts the outcome and empties the form on success (every
 * tournament list then refreshes).
 */
export function useCreateTournamentForm() {
  const t = useT();
  const apiErrorText = useErrorText();
  const fieldText = useFieldErrorText();
  const fieldErrors = useFieldErrors();
  const { errors, setErrors, idOf } = fieldErrors;
  const { toast } = useToast();
  const [values, setValues] = useState<TournamentFormValues>(emptyTournamentForm);
  const createTournament = useCreateTournament({
    onSuccess: () => {
      toast({ title: t('createTournament.created.title'), description: t('createTournament.created.description') });
      setValues(emptyTournamentForm);
    },
    onError: (error) =>
      toast({
        title: t('createTournament.error.title'),
        description: apiErrorText(error, t('createTournament.error.fallback')),
        variant: 'destructive',
      }),
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

  /** A field's message (the schema's English text) in the reader's language, even after the language changes. */
  const errorFor = (name: string) =>
    errors[name] ? createElement(FieldError, { id: `${idOf(name)}-error` }, fieldText(errors[name])) : null;

  return { ...fieldErrors, errorText: errorFor, values, set, submit, isSending: createTournament.isPending };
}
