import { tournament } from '../../test/fixtures';
import {
  emptyTournamentForm,
  entryWindowOf,
  formValuesOf,
  parseTournamentEdit,
  parseTournamentForm,
  type TournamentFormValues,
} from './tournament-form';

const form = (values: Partial<TournamentFormValues> = {}): TournamentFormValues => ({
  ...emptyTournamentForm,
  title: 'Window Cup',
  start_date: '2099-05-10',
  city: 'Dubai',
  ...values,
});

const errorsOf = (values: Partial<TournamentFormValues>) => {
  const result = parseTournamentForm(form(values));
  return result.ok ? {} : result.errors;
};

describe('entryWindowOf', () => {
  test('when no day is given, then the window has no ends', () => {
    expect(entryWindowOf({ entries_open_on: '', last_entry_day: '' })).toEqual({});
  });

  test('when both days are given, then it opens at the start of the first day and closes at the end of the last, Dubai time', () => {
    expect(entryWindowOf({ entries_open_on: '2099-04-01', last_entry_day: '2099-05-07' })).toEqual({
      entry_open_at: '2099-03-31T20:00:00.000Z',
      entry_close_at: '2099-05-07T20:00:00.000Z',
    });
  });

  test('when only one day is given, then only that end is set', () => {
    expect(entryWindowOf({ entries_open_on: '', last_entry_day: '2099-05-07' })).toEqual({ entry_close_at: '2099-05-07T20:00:00.000Z' });
    expect(entryWindowOf({ entries_open_on: '2099-04-01', last_entry_day: '' })).toEqual({ entry_open_at: '2099-03-31T20:00:00.000Z' });
  });
});

describe('parseTournamentForm', () => {
  test('when the form is valid, then the body is published, trimmed, with a null end date and the default country', () => {
    expect(parseTournamentForm(form({ title: '  Window Cup ', city: ' Dubai' }))).toEqual({
      ok: true,
      tournament: {
        title: 'Window Cup',
        category: 'bronze',
        level: 'D',
        max_teams: null,
        entry_fee: null,
        start_date: '2099-05-10',
        end_date: null,
        city: 'Dubai',
        country: 'United Arab Emirates',
        status: 'published',
      },
    });
  });

  test('when an end date and a window are given, then they are sent with the chosen category and level', () => {
    const result = parseTournamentForm(
      form({ category: 'gold', level: 'C', end_date: '2099-05-12', entries_open_on: '2099-04-01', last_entry_day: '2099-05-09' }),
    );

    expect(result).toMatchObject({
      ok: true,
      tournament: {
        category: 'gold',
        level: 'C',
        end_date: '2099-05-12',
        entry_open_at: '2099-03-31T20:00:00.000Z',
        entry_close_at: '2099-05-09T20:00:00.000Z',
      },
    });
  });

  test('when required fields are empty, then each says it is required', () => {
    expect(errorsOf({ title: ' ', start_date: '', city: '', country: '' })).toEqual({
      title: 'Title is required',
      start_date: 'Start date is required',
      city: 'City is required',
      country: 'Country is required',
    });
  });

  test('when the end date is before the start, then the end date is refused', () => {
    expect(errorsOf({ end_date: '2099-05-09' })).toEqual({ end_date: 'End date must not be before the start date' });
  });

  test('when the last entry day is the start day or later, then the last entry day is refused', () => {
    expect(errorsOf({ last_entry_day: '2099-05-10' })).toEqual({ last_entry_day: 'Entry close must be before the start date' });
    expect(errorsOf({ last_entry_day: '2099-05-09' })).toEqual({});
  });

  test('when entries open on the start day, then the opening day is refused', () => {
    expect(errorsOf({ entries_open_on: '2099-05-10' })).toEqual({ entries_open_on: 'Entry open must be before the start date' });
  });

  test('when the last entry day is before the opening day, then the last entry day says the close must follow the open', () => {
    expect(errorsOf({ entries_open_on: '2099-05-08', last_entry_day: '2099-05-06' })).toEqual({
      last_entry_day: 'Entry close must be after entry open',
    });
  });

  test('when entries open and close on the same day, then the window is one whole day and valid', () => {
    expect(parseTournamentForm(form({ entries_open_on: '2099-05-08', last_entry_day: '2099-05-08' }))).toMatchObject({
      ok: true,
      tournament: { entry_open_at: '2099-05-07T20:00:00.000Z', entry_close_at: '2099-05-08T20:00:00.000Z' },
    });
  });
});

describe('formValuesOf', () => {
  test('when a tournament has a window, then the form shows the days it covers, and entryWindowOf gives the same instants back', () => {
    const stored = tournament({ entry_open_at: '2099-03-09T20:00:00.000Z', entry_close_at: '2099-04-07T20:00:00.000Z' });

    const values = formValuesOf(stored);

    expect(values).toMatchObject({ entries_open_on: '2099-03-10', last_entry_day: '2099-04-07', end_date: '2099-04-12' });
    expect(entryWindowOf(values)).toEqual({ entry_open_at: stored.entry_open_at, entry_close_at: stored.entry_close_at });
  });

  test('when a tournament has no window or end date, then those fields are empty', () => {
    expect(formValuesOf(tournament({ end_date: null }))).toMatchObject({ end_date: '', entries_open_on: '', last_entry_day: '' });
  });
});

describe('parseTournamentEdit', () => {
  test('when the values pass, then every field is sent, with empty window days and end date as null (cleared)', () => {
    const result = parseTournamentEdit(form({ category: 'gold' }));

    expect(result).toEqual({
      ok: true,
      change: {
        title: 'Window Cup',
        category: 'gold',
        level: 'D',
        max_teams: null,
        entry_fee: null,
        start_date: '2099-05-10',
        end_date: null,
        city: 'Dubai',
        country: 'United Arab Emirates',
        entry_open_at: null,
        entry_close_at: null,
      },
    });
  });

  test('when a rule fails, then its message is under the form field', () => {
    expect(parseTournamentEdit(form({ last_entry_day: '2099-05-11' }))).toEqual({
      ok: false,
      errors: { last_entry_day: 'Entry close must be before the start date' },
    });
  });
});
