import type { OrganizerTournament } from '@padel/contracts';
import { Button, Dialog } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { DialogActions } from '../../../components/confirm-dialog';
import { TournamentFields } from '../../../components/tournament-fields';
import { useTournamentForm } from '../../../components/use-tournament-form';
import { formValuesOf, parseTournamentEdit } from '../../../lib/tournament-form';
import { useEditTournament } from '../hooks/use-housekeeping-actions';

/**
 * Edit a tournament no team has entered: the create form's fields, filled with the tournament's, checked with the
 * rules the server applies; Save changes sends them all. Mounted while open, so it starts from the tournament as listed.
 */
export function EditTournamentDialog({ tournament, onClose }: { tournament: OrganizerTournament; onClose: () => void }) {
  const t = useT();
  const form = useTournamentForm(formValuesOf(tournament));
  const save = useEditTournament(tournament.id, onClose);

  const submit = form.submitWith(parseTournamentEdit, (result) => save.mutate(result.change));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('housekeeping.edit.title')}
      description={t('housekeeping.edit.description')}
      width="640px"
    >
      <form onSubmit={submit} noValidate aria-label={t('housekeeping.edit.title')}>
        <TournamentFields form={form} />
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose}>
            <T id="dialog.cancel" />
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <T id="housekeeping.edit.saving" /> : <T id="housekeeping.edit.save" />}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
