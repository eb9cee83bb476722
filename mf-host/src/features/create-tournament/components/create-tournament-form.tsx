import { Button, SectionCard } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useCreateTournamentForm } from '../hooks/use-create-tournament-form';
import { TournamentFields } from '../../../components/tournament-fields';

/** SPEC §2 Host dashboard: the create-tournament form; new tournaments are published at once. */
export function CreateTournamentForm() {
  const t = useT();
  const form = useCreateTournamentForm();
  const { submit, isSending, idOf } = form;

  return (
    <SectionCard titleId={idOf('heading')} title={<T id="createTournament.title" />} description={<T id="createTournament.description" />}>
      <form onSubmit={submit} noValidate aria-label={t('createTournament.title')}>
        <TournamentFields form={form} />
        <Button type="submit" disabled={isSending}>
          {isSending ? <T id="createTournament.submitting" /> : <T id="createTournament.submit" />}
        </Button>
      </form>
    </SectionCard>
  );
}
