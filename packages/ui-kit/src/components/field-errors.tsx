import { useId, useState } from 'react';
import { FieldError } from './form';

export type FieldErrorMessages = Partial<Record<string, string>>;

/**
 * A form's field errors and their accessible wiring: `idOf(name)` gives a field a form-unique id, `errorProps(name)`
 * marks the control invalid and points it at its message, `errorText(name)` renders that message.
 */
export function useFieldErrors() {
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrorMessages>({});
  const idOf = (name: string) => `${formId}-${name}`;
  const errorProps = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });
  const errorText = (name: string) => (errors[name] ? <FieldError id={`${idOf(name)}-error`}>{errors[name]}</FieldError> : null);
  return { errors, setErrors, idOf, errorProps, errorText };
}
