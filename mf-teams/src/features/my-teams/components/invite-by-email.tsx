import { useId, useState, type FormEvent } from 'react';
import { CreateInvitationSchema } from '@padel/contracts';
import { Button, Field, FieldError, Input, Label } from '@padel/ui-kit';
import { fieldErrorsOf, useFieldErrorText } from '@padel/api';
import { useT } from '../../../i18n';

/** SPEC §2 My teams, Invite by Email: the send button stays disabled while the email is empty. */
export function InviteByEmail({
  email,
  onEmailChange,
  sending,
  onSend,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  sending: boolean;
  /** Called with the validated address; the owner clears the field once the invitation is sent. */
  onSend: (email: string) => void;
}) {
  const t = useT();
  const fieldText = useFieldErrorText();
  const id = useId();
  /** The validation message in English (the contracts' text); shown in the reader's language. */
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateInvitationSchema.safeParse({ invitee_email: email });
    if (!parsed.success || !parsed.data.invitee_email) {
      setError(parsed.success ? 'Invalid email address' : fieldErrorsOf(parsed.error).invitee_email);
      return;
    }
    setError(undefined);
    onSend(parsed.data.invitee_email);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('teams.find.emailTab')}>
      <Field>
        <Label htmlFor={`${id}-email`}>{t('teams.email.emailLabel')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder={t('teams.email.placeholder')}
          value={email}
          onChange={(event) => {
            onEmailChange(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
        {error ? <FieldError id={`${id}-email-error`}>{fieldText(error)}</FieldError> : null}
      </Field>
      <Button type="submit" disabled={email.trim() === '' || sending}>
        {sending ? t('common.sending') : t('teams.email.send')}
      </Button>
    </form>
  );
}
