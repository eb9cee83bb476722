import { createElement, useState, type FormEvent } from 'react';
import { useFieldErrorText, type FieldErrors } from '@padel/api';
import { FieldError, useFieldErrors } from '@padel/ui-kit';
import type { TournamentFormValues } from '../lib/tournament-form';

/**
 * A tournament form's values and field errors (the shared schema's English texts, shown in the reader's language even
 * after the language changes): the create form's and the edit dialog's.
 */
export function useTournamentForm(initial: TournamentFormValues) {
  const fieldText = useFieldErrorText();
  const fieldErrors = useFieldErrors();
  const { errors, idOf } = fieldErrors;
  const [values, setValues] = useState<TournamentFormValues>(initial);

  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const errorText = (name: string) =>
    errors[name] ? createElement(FieldError, { id: `${idOf(name)}-error` }, fieldText(errors[name])) : null;

  /** A submit handler: the values checked by `parse`; its errors shown under the fields, or the checked result sent. */
  const submitWith =
    <R extends { ok: true }>(parse: (values: TournamentFormValues) => R | { ok: false; errors: FieldErrors }, send: (result: R) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      const result = parse(values);
      if (!result.ok) {
        fieldErrors.setErrors(result.errors);
        return;
      }
      fieldErrors.setErrors({});
      send(result);
    };

  return { ...fieldErrors, errorText, values, setValues, set, submitWith };
}

export type TournamentForm = ReturnType<typeof useTournamentForm>;
