import { FieldError, useFieldErrors } from '@padel/ui-kit';
import { useFieldErrorText } from '@padel/api';

/**
 * ui-kit's `useFieldErrors()` with the messages shown in the reader's language: the state keeps the contracts'
 * English texts (so a language switch re-renders them), `errorText(name)` translates them.
 */
export function useTranslatedFieldErrors() {
  const fieldErrors = useFieldErrors();
  const fieldText = useFieldErrorText();
  const { errors, idOf } = fieldErrors;
  const errorText = (name: string) => (errors[name] ? <FieldError id={`${idOf(name)}-error`}>{fieldText(errors[name])}</FieldError> : null);
  return { ...fieldErrors, errorText };
}
