import type { Category, Level } from '@padel/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, FormRow, Input, Label, Select } from '@padel/ui-kit';
import { useCreateTournamentForm } from '../hooks/use-create-tournament-form';
import { categoryLabels } from '@padel/api';
import { DEFAULT_COUNTRY, levelLabels } from '../lib/tournament-form';

/** SPEC §2 Host dashboard: the create-tournament form; new tournaments are published at once. */
export function CreateTournamentForm() {
  const { values, set, submit, isSending, idOf, errorProps, errorText } = useCreateTournamentForm();

  /** An optional day of the entry window; the schema's window rules show under it. */
  const dateField = (name: 'entries_open_on' | 'last_entry_day', label: string) => (
    <Field>
      <Label htmlFor={idOf(name)}>{label}</Label>
      <Input
        id={idOf(name)}
        type="date"
        value={values[name]}
        max={values.start_date || undefined}
        onChange={(event) => set(name, event.target.value)}
        {...errorProps(name)}
      />
      {errorText(name)}
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
        <form onSubmit={submit} noValidate aria-label="Create Tournament">
          {textField('title', 'Title', 'Dubai Winter Open')}
          <FormRow>
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
          </FormRow>
          <FormRow>
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
          </FormRow>
          <FormRow>
            {dateField('entries_open_on', 'Entries Open (optional)')}
            {dateField('last_entry_day', 'Last Day for Entries (optional)')}
          </FormRow>
          <FormRow>
            {textField('city', 'City', 'Dubai')}
            {textField('country', 'Country', DEFAULT_COUNTRY)}
          </FormRow>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Creating...' : 'Create Tournament'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
