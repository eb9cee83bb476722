import { useState, type FormEvent } from 'react';
import { CreateEntrySchema, type Category, type Level, type Team, type TournamentListItem } from '@padel/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormRow,
  Label,
  Select,
  useFieldErrors,
} from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { categoryLabels, fieldErrorsOf, formatDateRange, messageOf, partnerNameOf, useCreateEntry } from '@padel/api';

export const levelLabels: Record<Level, string> = { C: 'C Advanced Players (best of 3 sets)', D: 'D Entry Players (one set)' };

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
  const { setErrors, idOf, errorProps, errorText } = useFieldErrors();
  const { toast } = useToast();
  const [teamId, setTeamId] = useState('');
  const [category, setCategory] = useState<Category>('bronze');
  const [level, setLevel] = useState<Level>('D');
  const createEntry = useCreateEntry({
    onSuccess: ({ message }) => {
      toast({ title: 'Entry Created!', description: message });
      onTournamentChange('');
      setTeamId('');
      setCategory('bronze');
      setLevel('D');
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to create entry'), variant: 'destructive' }),
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
          Enter a Tournament
        </CardTitle>
        <CardDescription>Your partner confirms the entry to complete it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Enter a Tournament">
          <Field>
            <Label htmlFor={idOf('tournament_id')}>Tournament</Label>
            <Select
              id={idOf('tournament_id')}
              value={tournamentId}
              onChange={(event) => onTournamentChange(event.target.value)}
              {...errorProps('tournament_id')}
            >
              <option value="">Select a tournament</option>
              {tournaments.map((tournament) => (
                <option key={tournament.id} value={tournament.id}>
                  {tournament.name} ({formatDateRange(tournament.startDate, tournament.endDate)})
                </option>
              ))}
            </Select>
            {errorText('tournament_id')}
          </Field>
          <Field>
            <Label htmlFor={idOf('team_id')}>Team</Label>
            <Select id={idOf('team_id')} value={teamId} onChange={(event) => setTeamId(event.target.value)} {...errorProps('team_id')}>
              <option value="">Select a team</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  With {partnerNameOf(team, userId)}
                </option>
              ))}
            </Select>
            {errorText('team_id')}
          </Field>
          <FormRow>
            <Field>
              <Label htmlFor={idOf('category')}>Category</Label>
              <Select id={idOf('category')} value={category} onChange={(event) => setCategory(event.target.value as Category)}>
                {(Object.keys(categoryLabels) as Category[]).map((value) => (
                  <option key={value} value={value}>
                    {categoryLabels[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor={idOf('level')}>Level</Label>
              <Select id={idOf('level')} value={level} onChange={(event) => setLevel(event.target.value as Level)}>
                {(Object.keys(levelLabels) as Level[]).map((value) => (
                  <option key={value} value={value}>
                    {levelLabels[value]}
                  </option>
                ))}
              </Select>
            </Field>
          </FormRow>
          <Button type="submit" disabled={createEntry.isPending}>
            {createEntry.isPending ? 'Submitting...' : 'Submit Entry'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
