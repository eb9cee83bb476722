import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CreateTournamentSchema, leagueDayStart, type Category, type Level } from '@padel/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Label,
  media,
  Select,
  useFieldErrors,
} from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, messageOf, useCreateTournament } from '@padel/api';

export const categoryLabels: Record<Category, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
/** SPEC §5: the level labels of the create-tournament form. */
export const levelLabels: Record<Level, string> = { C: 'C Level (Best of 3 sets)', D: 'D Level (One set)' };

export const DEFAULT_COUNTRY = 'United Arab Emirates';

interface TournamentFormValues {
  title: string;
  category: Category;
  level: Level;
  start_date: string;
  end_date: string;
  /** First day entries are taken (league calendar), or empty for no opening limit. */
  entries_open_on: string;
  /** Last day entries are taken (league calendar), or empty: entries then close when the tournament starts. */
  last_entry_day: string;
  city: string;
  country: string;
}

const DAY_MS = 86_400_000;
/** The entry window as instants, only the ends given: from the start of the opening day to the end of the last day, in Dubai. */
const entryWindowOf = ({ entries_open_on, last_entry_day }: TournamentFormValues) => ({
  ...(entries_open_on ? { entry_open_at: new Date(leagueDayStart(entries_open_on)).toISOString() } : {}),
  ...(last_entry_day ? { entry_close_at: new Date(leagueDayStart(last_entry_day) + DAY_MS).toISOString() } : {}),
});

const emptyForm: TournamentFormValues = {
  title: '',
  category: 'bronze',
  level: 'D',
  start_date: '',
  end_date: '',
  entries_open_on: '',
  last_entry_day: '',
  city: '',
  country: DEFAULT_COUNTRY,
};

const Pair = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** SPEC §2 Host dashboard: the create-tournament form; new tournaments are published at once. */
export function CreateTournamentForm() {
  const { errors, setErrors, idOf, errorProps, errorText } = useFieldErrors();
  const { toast } = useToast();
  const [values, setValues] = useState<TournamentFormValues>(emptyForm);
  const createTournament = useCreateTournament({
    onSuccess: () => {
      toast({ title: 'Tournament Created!', description: 'Your tournament has been published' });
      setValues(emptyForm);
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to create tournament'), variant: 'destructive' }),
  });

  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { entries_open_on: _open, last_entry_day: _last, ...fields } = values;
    const parsed = CreateTournamentSchema.safeParse({
      ...fields,
      ...entryWindowOf(values),
      end_date: values.end_date || null,
      status: 'published',
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    createTournament.mutate(parsed.data);
  };

  /** An optional day of the entry window; the server's rule for `errorKey` shows under it. */
  const dateField = (name: 'entries_open_on' | 'last_entry_day', errorKey: string, label: string) => (
    <Field>
      <Label htmlFor={idOf(name)}>{label}</Label>
      <Input
        id={idOf(name)}
        type="date"
        value={values[name]}
        max={values.start_date || undefined}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[errorKey] ? true : undefined}
        aria-describedby={errors[errorKey] ? `${idOf(errorKey)}-error` : undefined}
      />
      {errorText(errorKey)}
    </Field>
  );
  const textField = (name: 'title' | 'city' | 'country', label: string, placeholder: string) => (
    <Field>
      <Label htmlFor={idOf(name)}>{label}</Label>
      <Input
        id={idOf(name)}
        value={values[name]}
        placeholder={placeholder}
        onChange={(event) => set(name, event.target.value)}
        {...errorProps(name)}
      />
      {errorText(name)}
    </Field>
  );

  return (
    <Card as="section" aria-labelledby={idOf('heading')}>
      <CardHeader>
        <CardTitle id={idOf('heading')} as="h2">
          Create Tournament
        </CardTitle>
        <CardDescription>Publish a tournament; players can enter it while it is upcoming.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Create Tournament">
          {textField('title', 'Title', 'Dubai Winter Open')}
          <Pair>
            <Field>
              <Label htmlFor={idOf('category')}>Category</Label>
              <Select id={idOf('category')} value={values.category} onChange={(event) => set('category', event.target.value as Category)}>
                {(Object.keys(categoryLabels) as Category[]).map((category) => (
                  <option key={category} value={category}>
                    {categoryLabels[category]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor={idOf('level')}>Level</Label>
              <Select id={idOf('level')} value={values.level} onChange={(event) => set('level', event.target.value as Level)}>
                {(Object.keys(levelLabels) as Level[]).map((level) => (
                  <option key={level} value={level}>
                    {levelLabels[level]}
                  </option>
                ))}
              </Select>
            </Field>
          </Pair>
          <Pair>
            <Field>
              <Label htmlFor={idOf('start_date')}>Start Date</Label>
              <Input
                id={idOf('start_date')}
                type="date"
                value={values.start_date}
                onChange={(event) => set('start_date', event.target.value)}
                {...errorProps('start_date')}
              />
              {errorText('start_date')}
            </Field>
            <Field>
              <Label htmlFor={idOf('end_date')}>End Date (optional)</Label>
              <Input
                id={idOf('end_date')}
                type="date"
                value={values.end_date}
                min={values.start_date || undefined}
                onChange={(event) => set('end_date', event.target.value)}
                {...errorProps('end_date')}
              />
              {errorText('end_date')}
            </Field>
          </Pair>
          <Pair>
            {dateField('entries_open_on', 'entry_open_at', 'Entries Open (optional)')}
            {dateField('last_entry_day', 'entry_close_at', 'Last Day for Entries (optional)')}
          </Pair>
          <Pair>
            {textField('city', 'City', 'Dubai')}
            {textField('country', 'Country', DEFAULT_COUNTRY)}
          </Pair>
          <Button type="submit" disabled={createTournament.isPending}>
            {createTournament.isPending ? 'Creating...' : 'Create Tournament'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
