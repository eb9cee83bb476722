import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Input, Label } from '@padel/ui-kit';
import { useFieldErrorText } from '@padel/api';
import { T, useT } from '../i18n';
import type { AuthFormSpec } from './auth-form-specs';

/** Error message per field name (`form` for an error of the whole form): the schema's English text, shown translated. */
export type FieldErrors = Partial<Record<string, string>>;

/** The value of each field, by its name. */
export type AuthValues = Readonly<Record<string, string>>;

interface AuthFormProps {
  form: Pick<AuthFormSpec, 'id' | 'title' | 'submittingTitle' | 'fields'>;
  values: AuthValues;
  errors: FieldErrors;
  submitting: boolean;
  onValueChange: (name: string, value: string) => void;
  onSubmit: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  margin-top: 4px;
`;

/** A form of the Authentication dialog: its fields, each with its error, and a submit button disabled while submitting. */
export function AuthForm({ form, values, errors, submitting, onValueChange, onSubmit }: AuthFormProps) {
  const t = useT();
  const fieldText = useFieldErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t(form.title)}>
      {form.fields.map(({ name, id, label, type, autoComplete, placeholder }) => {
        const error = errors[name];
        const errorId = `${form.id}-${name}-error`;
        return (
          <Field key={name}>
            <Label htmlFor={id}>
              <T id={label} />
            </Label>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              value={values[name] ?? ''}
              onChange={(event) => onValueChange(name, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? <FieldError id={errorId}>{fieldText(error)}</FieldError> : null}
          </Field>
        );
      })}
      <Button type="submit" $fullWidth disabled={submitting}>
        <T id={submitting ? form.submittingTitle : form.title} />
      </Button>
    </Form>
  );
}
