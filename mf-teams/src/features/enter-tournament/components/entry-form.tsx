import { useState, type FormEvent } from 'react';
import { CreateEntrySchema, type Category, type Level, type Team, type TournamentListItem } from '@padel/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, FormRow, Label, Select } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, useCreateEntry, useErrorText } from '@padel/api';
import { useConfirmationText } from '../../../components/outcome-toasts';
import { useTranslatedFieldErrors } from '../../../components/field-errors';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

const categories: readonly Category[] = ['gold', 'silver', 'bronze'];
const levels: readonly Level[] = ['C', 'D'];

const isCategory = (tier: string | null): tier is Category => tier === 'gold' || tier === 'silver' || tier === 'bronze';

/**
 * SPEC §2 Enter tournament: the entry form. `tournamentId` is held by the page so a tournament card can
 * choose it; choosing a tournament also suggests its tier as the category.
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
  const [category, setCategory] = useState<Category>('bronze');
  const [level, setLevel] = useState<Level>('D');
  const createEntry = useCreateEntry({
    onSuccess: (response) => {
      toast({ title: t('entry.created.title'), description: confirmationText(response, t('entry.created.description')) });
      onTournamentChange('');
      setTeamId('');
      setCategory('bronze');
      setLevel('D');
    },
    onError: (error) =>
      toast({ title: t('common.error'), description: failureText(error, t('entry.createFailed')), variant: 'destructive' }),
  });

  // Whoever chooses the tournament (this select or a tournament card), its tier becomes the suggested category.
  const [suggestedFor, setSuggestedFor] = useState(tournamentId);
  if (suggestedFor !== tournamentId) {
    setSuggestedFor(tournamentId);
    const tier = tournaments.find((tournament) => tournament.id === tournamentId)?.tier ?? null;
    if (isCategory(tier)) setCategory(tier);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateEntrySchema.safeParse({ tournament_id: tournamentId, team_id: teamId, category, level });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    createEntry.mutate(parsed.data);
  };

  return (
    <Card as="section" aria-labelledby={idOf('title')} id="entry-form">
      <CardHeader>
        <CardTitle id={idOf('title')} as="h2">
          {t('entry.form.title')}
        </CardTitle>
        <CardDescription>{t('entry.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
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
                  {t('entry.form.tournamentOption', {
                    name: tournament.name,
                    dates: format.dateRange(tournament.startDate, tournament.endDate),
                  })}
                </option>
              ))}
            </Select>
            {errorText('tournament_id')}
          </Field>
          <Field>
            <Label htmlFor={idOf('team_id')}>{t('entry.form.team')}</Label>
            <Select id={idOf('team_id')} value={teamId} onChange={(event) => setTeamId(event.target.value)} {...errorProps('team_id')}>
              <option value="">{t('entry.form.selectTeam')}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {t('entry.form.withPartner', { partner: format.partner(team, userId) })}
                </option>
              ))}
            </Select>
            {errorText('team_id')}
          </Field>
          <FormRow>
            <Field>
              <Label htmlFor={idOf('category')}>{t('entry.form.category')}</Label>
              <Select id={idOf('category')} value={category} onChange={(event) => setCategory(event.target.value as Category)}>
                {categories.map((value) => (
                  <option key={value} value={value}>
                    {format.tier(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor={idOf('level')}>{t('entry.form.level')}</Label>
              <Select id={idOf('level')} value={level} onChange={(event) => setLevel(event.target.value as Level)}>
                {levels.map((value) => (
                  <option key={value} value={value}>
                    {format.level(value)}
                  </option>
                ))}
              </Select>
            </Field>
          </FormRow>
          <Button type="submit" disabled={createEntry.isPending}>
            {createEntry.isPending ? t('entry.form.submitting') : t('entry.form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
