import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CreateEntrySchema, type Team, type TournamentListItem } from '@padel/contracts';
import { Button, ChoiceGroup, ChoiceRow, Field, Label, SectionCard, Select, TierBadge } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, useConfirmationText, useCreateEntry, useErrorText } from '@padel/api';
import { useTranslatedFieldErrors } from '../../../components/field-errors';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

/** The chosen tournament's dates, tier and level: facts of the tournament, which the entry takes (decision 111). */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function TournamentFacts({ tournament }: { tournament: TournamentListItem }) {
  const t = useT();
  const format = useFormats();
  const tier = tournament.tier ?? tournament.category;
  return (
    <Facts data-testid="entry-tournament-facts">
      <dt>{t('entry.form.dates')}</dt>
      <dd>{format.dateRange(tournament.startDate, tournament.endDate)}</dd>
      {tier ? (
        <>
          <dt>{t('entry.form.tier')}</dt>
          <dd>
            <TierBadge tier={tier} />
          </dd>
        </>
      ) : null}
      {tournament.level ? (
        <>
          <dt>{t('entry.form.level')}</dt>
          <dd>{format.level(tournament.level)}</dd>
        </>
      ) : null}
      {tournament.maxTeams ? (
        <>
          <dt>{t('entry.form.places')}</dt>
          <dd>{t('entry.form.places.value', { max: tournament.maxTeams })}</dd>
        </>
      ) : null}
      {tournament.entryFee ? (
        <>
          <dt>{t('entry.form.entryFee')}</dt>
          <dd data-testid="entry-form-fee">{t('entry.form.entryFee.value', { amount: tournament.entryFee })}</dd>
        </>
      ) : null}
    </Facts>
  );
}

/**
 * SPEC §2 Enter tournament: the entry form. `tournamentId` is held by the page so a tournament card can choose it. The
 * entry takes the tournament's tier and level, shown as facts once it is chosen, and sends them when the list gave
 * them, so a tournament changed since the page loaded is refused (409) instead of entered unseen.
 */
export function EntryForm({
  tournaments,
  teams,
  userId,
  tournamentId,
  onTournamentChange,
}: {
  /** Tournaments open for entries (Upcoming, inside their entry window). */
  tournaments: readonly TournamentListItem[];
  teams: readonly Team[];
  userId: string;
  tournamentId: string;
  onTournamentChange: (tournamentId: string) => void;
}) {
  const t = useT();
  const format = useFormats();
  const failureText = useErrorText();
  const confirmationText = useConfirmationText();
  const { setErrors, idOf, errorProps, errorText } = useTranslatedFieldErrors();
  const { toast } = useToast();
  const [teamId, setTeamId] = useState('');
  const chosen = tournaments.find((tournament) => tournament.id === tournamentId);
  const createEntry = useCreateEntry({
    onSuccess: (response) => {
      toast({ title: t('entry.created.title'), description: confirmationText(response, t('entry.created.description')) });
      onTournamentChange('');
      setTeamId('');
    },
    onError: (error) =>
      toast({ title: t('common.error'), description: failureText(error, t('entry.createFailed')), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateEntrySchema.safeParse({
      tournament_id: tournamentId,
      team_id: teamId,
      category: chosen?.category,
      level: chosen?.level,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    createEntry.mutate(parsed.data);
  };

  return (
    <SectionCard titleId={idOf('title')} title={t('entry.form.title')} description={t('entry.form.description')} id="entry-form">
      <form onSubmit={onSubmit} noValidate aria-label={t('entry.form.title')}>
        <Field>
          <Label htmlFor={idOf('tournament_id')}>{t('entry.form.tournament')}</Label>
          <Select
            id={idOf('tournament_id')}
            value={tournamentId}
            onChange={(event) => onTournamentChange(event.target.value)}
            {...errorProps('tournament_id')}
          >
            <option value="">{t('entry.form.selectTournament')}</option>
            {tournaments.map((tournament) => (
              <option key={tournament.id} value={tournament.id}>
                {tournament.name}
              </option>
            ))}
          </Select>
          {errorText('tournament_id')}
        </Field>
        {chosen ? <TournamentFacts tournament={chosen} /> : null}
        <ChoiceGroup id={idOf('team_id')} {...errorProps('team_id')}>
          <Label as="legend">{t('entry.form.team')}</Label>
          {teams.map((team) => (
            <ChoiceRow key={team.id}>
              <input type="radio" name={idOf('team_id')} value={team.id} checked={teamId === team.id} onChange={() => setTeamId(team.id)} />
              {t('entry.form.withPartner', { partner: format.partner(team, userId) })}
            </ChoiceRow>
          ))}
          {errorText('team_id')}
        </ChoiceGroup>
        <Button type="submit" disabled={createEntry.isPending}>
          {createEntry.isPending ? t('entry.form.submitting') : t('entry.form.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
