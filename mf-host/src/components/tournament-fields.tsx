import { CategorySchema, LevelSchema, type Category, type Level } from '@padel/contracts';
import { Field, FormRow, Input, Label, Select } from '@padel/ui-kit';
import { CountrySelect } from '@padel/api/components';
import { T, useT } from '../i18n';
import type { TournamentForm } from './use-tournament-form';

/** The create form's fields (title, category, level, dates, entry window, place), also in the edit dialog. */
export function TournamentFields({ form }: { form: TournamentForm }) {
  const t = useT();
  const { values, set, idOf, errorProps, errorText } = form;

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
  /** An optional whole number (places, fee); the schema's range shows under it. */
  const numberField = (name: 'max_teams' | 'entry_fee', label: string, hint: string) => (
    <Field>
      <Label htmlFor={idOf(name)}>{label}</Label>
      <Input
        id={idOf(name)}
        type="number"
        inputMode="numeric"
        min={name === 'max_teams' ? 2 : 1}
        step={1}
        value={values[name]}
        placeholder={hint}
        onChange={(event) => set(name, event.target.value)}
        {...errorProps(name)}
      />
      {errorText(name)}
    </Field>
  );
  const textField = (name: 'title' | 'city', label: string, placeholder: string) => (
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
    <>
      {textField('title', t('createTournament.field.title'), t('createTournament.field.title.placeholder'))}
      <FormRow>
        <Field>
          <Label htmlFor={idOf('category')}>
            <T id="createTournament.field.category" />
          </Label>
          <Select id={idOf('category')} value={values.category} onChange={(event) => set('category', event.target.value as Category)}>
            {CategorySchema.options.map((category) => (
              <option key={category} value={category}>
                {t('tournament.category', { category })}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={idOf('level')}>
            <T id="createTournament.field.level" />
          </Label>
          <Select id={idOf('level')} value={values.level} onChange={(event) => set('level', event.target.value as Level)}>
            {LevelSchema.options.map((level) => (
              <option key={level} value={level}>
                {t('createTournament.field.level.option', { level })}
              </option>
            ))}
          </Select>
        </Field>
      </FormRow>
      <FormRow>
        <Field>
          <Label htmlFor={idOf('start_date')}>
            <T id="createTournament.field.startDate" />
          </Label>
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
          <Label htmlFor={idOf('end_date')}>
            <T id="createTournament.field.endDate" />
          </Label>
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
        {dateField('entries_open_on', t('createTournament.field.entriesOpen'))}
        {dateField('last_entry_day', t('createTournament.field.lastEntryDay'))}
      </FormRow>
      <FormRow>
        {textField('city', t('createTournament.field.city'), t('createTournament.field.city.placeholder'))}
        <Field>
          <Label htmlFor={idOf('country')}>
            <T id="createTournament.field.country" />
          </Label>
          <CountrySelect
            id={idOf('country')}
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
            {...errorProps('country')}
          />
          {errorText('country')}
        </Field>
      </FormRow>
      <FormRow>
        {numberField('max_teams', t('createTournament.field.maxTeams'), t('createTournament.field.maxTeams.placeholder'))}
        {numberField('entry_fee', t('createTournament.field.entryFee'), t('createTournament.field.entryFee.placeholder'))}
      </FormRow>
    </>
  );
}
