import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { RejectEntrySchema, type TournamentEntry } from '@padel/contracts';
import { useErrorText, useFieldErrorText, useMarkEntryPaid, useRejectEntry } from '@padel/api';
import { Badge, Button, FieldError, Input, Label } from '@padel/ui-kit';
import { useT } from '../../../i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const RejectForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 6px;
  width: 100%;
`;

const Refusal = styled.p`
  width: 100%;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.85rem;
`;

const STILL_IN: ReadonlyArray<TournamentEntry['status']> = ['pending_both', 'confirmed', 'waitlist'];

/**
 * The organizer's handling of one entry (decision 198): its fee marked paid or unpaid (a tournament with a fee) and
 * its rejection with a reason its players are mailed. Refusals show in place, in the reader's language.
 */
export function EntryActions({ entry, hasFee, drawn }: { entry: TournamentEntry; hasFee: boolean; drawn: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: Error) => setError(errorText(failure, t('entries.action.error')));
  const paid = useMarkEntryPaid({ onError, onSuccess: () => setError(null) });
  const reject = useRejectEntry({ onError, onSuccess: () => setRejecting(false) });
  const stillIn = STILL_IN.includes(entry.status);
  if (!stillIn && !hasFee) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RejectEntrySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(fieldText(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setReasonError(null);
    reject.mutate({ entryId: entry.id, reason: parsed.data.reason });
  };
  const reasonId = `reject-reason-${entry.id}`;

  return (
    <Actions>
      {hasFee ? (
        <>
          <Badge $variant={entry.paid ? 'default' : 'secondary'}>{t(entry.paid ? 'entries.paid' : 'entries.unpaid')}</Badge>
          {stillIn && !drawn ? (
            <Button
              $size="sm"
              $variant="outline"
              disabled={paid.isPending}
              onClick={() => paid.mutate({ entryId: entry.id, paid: !entry.paid })}
            >
              {t(entry.paid ? 'entries.markUnpaid' : 'entries.markPaid')}
            </Button>
          ) : null}
        </>
      ) : null}
      {stillIn && !drawn && !rejecting ? (
        <Button $size="sm" $variant="outline" onClick={() => setRejecting(true)}>
          {t('entries.reject')}
        </Button>
      ) : null}
      {rejecting ? (
        <RejectForm onSubmit={submit} noValidate>
          <div>
            <Label htmlFor={reasonId}>{t('entries.reject.reason')}</Label>
            <Input
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            />
            {reasonError ? <FieldError id={`${reasonId}-error`}>{reasonError}</FieldError> : null}
          </div>
          <Button $size="sm" type="submit" disabled={reject.isPending}>
            {t('entries.reject.confirm')}
          </Button>
          <Button $size="sm" $variant="outline" type="button" onClick={() => setRejecting(false)}>
            {t('entries.reject.cancel')}
          </Button>
        </RejectForm>
      ) : null}
      {error ? <Refusal role="alert">{error}</Refusal> : null}
    </Actions>
  );
}
