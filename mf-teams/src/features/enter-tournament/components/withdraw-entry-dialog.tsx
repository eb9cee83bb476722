import styled from 'styled-components';
import type { TournamentEntry } from '@padel/contracts';
import { Button, Dialog } from '@padel/ui-kit';
import { useT } from '../../../i18n';

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
  const t = useT();
  const title = entry?.tournament?.title ?? t('common.unknownTournament');
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('entry.withdraw.title', { title })}
      description={t('entry.withdraw.description')}
      width="440px"
    >
      <Actions>
        <Button $variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button $variant="destructive" disabled={withdrawing} onClick={() => entry && onWithdraw(entry)}>
          {t('common.withdraw')}
        </Button>
      </Actions>
    </Dialog>
  );
}
