import styled from 'styled-components';
import type { TournamentEntry } from '@padel/contracts';
import { Button, Dialog } from '@padel/ui-kit';
import { UNKNOWN_TOURNAMENT } from '@padel/api';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/** Asks before an entry is withdrawn (the team gives up its place; it may enter again while entries are open). */
export function WithdrawEntryDialog({
  entry,
  withdrawing,
  onCancel,
  onWithdraw,
}: {
  /** The entry to withdraw; null: closed. */
  entry: TournamentEntry | null;
  withdrawing: boolean;
  onCancel: () => void;
  onWithdraw: (entry: TournamentEntry) => void;
}) {
  const title = entry?.tournament?.title ?? UNKNOWN_TOURNAMENT;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Withdraw from ${title}?`}
      description="Your team gives up its place in this tournament. You can enter again while entries are open."
      width="440px"
    >
      <Actions>
        <Button $variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button $variant="destructive" disabled={withdrawing} onClick={() => entry && onWithdraw(entry)}>
          Withdraw
        </Button>
      </Actions>
    </Dialog>
  );
}
