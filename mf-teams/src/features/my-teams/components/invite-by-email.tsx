import { useId, useState, type FormEvent } from 'react';
import { CreateInvitationSchema } from '@padel/contracts';
import { Button, Field, FieldError, Input, Label } from '@padel/ui-kit';
import { fieldErrorsOf } from '@padel/api';

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
  const id = useId();
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
    <form onSubmit={onSubmit} noValidate aria-label="Invite by Email">
      <Field>
        <Label htmlFor={`${id}-email`}>Partner&apos;s email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder="partner@example.com"
          value={email}
          onChange={(event) => {
            onEmailChange(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
        {error ? <FieldError id={`${id}-email-error`}>{error}</FieldError> : null}
      </Field>
      <Button type="submit" disabled={email.trim() === '' || sending}>
        {sending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
