import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@padel/ui-kit';
import { T } from '../i18n';

/** The row of a dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

const Refusal = styled.p`
  margin-top: 14px;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: 600;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Choices shown above the buttons (e.g. the draw's paid entries only). */
  children?: ReactNode;
}

/** Asks before an organizer's action that cannot be taken back lightly; says the server's refusal in place. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title} description={description} width="440px">
      {children}
      {error ? <Refusal role="alert">{error}</Refusal> : null}
      <DialogActions>
        <Button $variant="outline" onClick={onClose}>
          <T id="dialog.cancel" />
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
