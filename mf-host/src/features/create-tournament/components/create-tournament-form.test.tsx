import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeyOf } from '@padel/api';
import { createQueryClient } from '@padel/platform';
import { fakeApi, holdRequests, renderWithPlatform } from '@padel/platform/testing';
import { errorOf, field, partner, tournament } from '../../../../test/fixtures';
import { CreateTournamentForm } from './create-tournament-form';

const created = { status: 201, body: { message: 'Tournament created', tournament: tournament({ id: 'h9' }) } };

function renderForm(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  // The lists other screens show, cached as they would be on the page.
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeyOf('/tournaments'), []);
  queryClient.setQueryData(queryKeyOf('/tournaments/me'), []);
  queryClient.setQueryData(queryKeyOf('/teams/me'), []);
  return { api, ...renderWithPlatform(<CreateTournamentForm />, { auth: partner(), queryClient }) };
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills what the schema requires; the test then changes what it is about. */
function fillRequired() {
  type('Title', 'Dubai Winter Open');
  type('Start Date', '2099-05-10');
  type('City', 'Dubai');
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' })));

describe('Create Tournament form', () => {
  test('when shown, then it has its fields, the default category, level and country, and labelled choices', () => {
    renderForm();

    const form = screen.getByRole('form', { name: 'Create Tournament' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('placeholder')),
    ).toEqual(['Dubai Winter Open', 'Dubai']);
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('bronze');
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gold', 'Silver', 'Bronze']);
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('D');
    // A list of countries in the reader's language, the data's English name as the value (decision 195).
    expect(field('Country').value).toBe('United Arab Emirates');
    expect(within(screen.getByLabelText('Country')).getByRole('option', { selected: true }).textContent).toBe('United Arab Emirates');
    for (const label of ['Start Date', 'End Date (optional)', 'Entries Open (optional)', 'Last Day for Entries (optional)']) {
      expect(field(label).type).toBe('date');
    }
  });

  test('when sent empty, then title, start date, city and country say they are required and nothing is sent', async () => {
    const { api } = renderForm();
    choose('Country', '');

    await submit();

    expect(errorOf('Title')).toBe('Title is required');
    expect(errorOf('Start Date')).toBe('Start date is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('Country')).toBe('Country is required');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  test('when places and an entry fee are given, then the body carries them; out of range, each says its rule and nothing is sent', async () => {
    const { api } = renderForm({ 'POST /api/tournaments': created });
    fillRequired();
    type('Places (teams)', '1');
    type('Entry fee per team (AED)', '0');

    await submit();

    expect(errorOf('Places (teams)')).toBe('Places must be a whole number from 2 to 64');
    expect(errorOf('Entry fee per team (AED)')).toBe('The entry fee must be a whole number of dirhams from 1 to 100000');
    expect(api.calls).toEqual([]);

    type('Places (teams)', '2');
    type('Entry fee per team (AED)', '200');
    await submit();

    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
    expect(api.callsTo('POST /api/tournaments')[0]?.body).toMatchObject({ max_teams: 2, entry_fee: 200 });
  });

  test('when the title and city are only spaces, then they are still required', async () => {
    const { api } = renderForm();
    fillRequired();
    type('Title', '   ');
    type('City', '  ');

    await submit();

    expect(errorOf('Title')).toBe('Title is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('Start Date')).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  // The start date is 2099-05-10: each rule of the schema that ties the dates together, under the field it names.
  test.each([
    [
      'the end date is before the start',
      { 'End Date (optional)': '2099-05-09' },
      'End Date (optional)',
      'End date must not be before the start date',
    ],
    [
      'entries open on the start day',
      { 'Entries Open (optional)': '2099-05-10' },
      'Entries Open (optional)',
      'Entry open must be before the start date',
    ],
    [
      'the last entry day is the start day',
      { 'Last Day for Entries (optional)': '2099-05-10' },
      'Last Day for Entries (optional)',
      'Entry close must be before the start date',
    ],
    [
      'the last entry day comes before the opening day',
      { 'Entries Open (optional)': '2099-05-08', 'Last Day for Entries (optional)': '2099-05-06' },
      'Last Day for Entries (optional)',
      'Entry close must be after entry open',
    ],
  ])('when %s, then that field says so, no other does, and nothing is sent', async (_case, days, label, message) => {
    const { api } = renderForm();
    fillRequired();
    for (const [day, value] of Object.entries(days)) type(day, value);

    await submit();

    expect(errorOf(label)).toBe(message);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(api.calls).toEqual([]);
  });

  test('when the start date is set, then the end date and the window days are bounded by it', () => {
    renderForm();

    type('Start Date', '2099-05-10');

    expect(field('End Date (optional)').min).toBe('2099-05-10');
    expect(field('Entries Open (optional)').max).toBe('2099-05-10');
    expect(field('Last Day for Entries (optional)').max).toBe('2099-05-10');
  });

  test('when a mistake is corrected, then its message goes and the tournament is sent', async () => {
    const { api } = renderForm({ 'POST /api/tournaments': created });
    fillRequired();
    type('End Date (optional)', '2099-05-09');
    await submit();
    expect(errorOf('End Date (optional)')).toBe('End date must not be before the start date');

    type('End Date (optional)', '2099-05-11');
    await submit();

    expect(errorOf('End Date (optional)')).toBeUndefined();
    expect(field('End Date (optional)').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
  });

  test('when every field is filled, then the body carries them all, published, with the entry window as Dubai instants', async () => {
    const { api } = renderForm({ 'POST /api/tournaments': created });
    type('Title', ' Dubai Winter Open ');
    choose('Category', 'gold');
    choose('Level', 'C');
    type('Start Date', '2099-05-10');
    type('End Date (optional)', '2099-05-12');
    type('Entries Open (optional)', '2099-04-01');
    type('Last Day for Entries (optional)', '2099-05-07');
    type('City', 'Dubai');
    choose('Country', 'Oman');

    await submit();

    await waitFor(() => expect(api.callsTo('POST /api/tournaments')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/tournaments');
    expect(call?.body).toEqual({
      title: 'Dubai Winter Open',
      category: 'gold',
      level: 'C',
      max_teams: null,
      entry_fee: null,
      start_date: '2099-05-10',
      end_date: '2099-05-12',
      entry_open_at: '2099-03-31T20:00:00.000Z',
      entry_close_at: '2099-05-07T20:00:00.000Z',
      city: 'Dubai',
      country: 'Oman',
      status: 'published',
    });
    expect(call?.authorization).toBe('Bearer test-token');
  });

  test('when the tournament is created, then Tournament Created! is toasted, the form is emptied and the tournament lists refresh', async () => {
    const { toasts, queryClient } = renderForm({ 'POST /api/tournaments': created });
    fillRequired();
    choose('Category', 'silver');
    type('Last Day for Entries (optional)', '2099-05-07');

    await submit();

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Tournament Created!', description: 'Your tournament has been published' }),
    );
    expect(field('Title').value).toBe('');
    expect(field('Start Date').value).toBe('');
    expect(field('Last Day for Entries (optional)').value).toBe('');
    expect(field('City').value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('bronze');
    // A list of countries in the reader's language, the data's English name as the value (decision 195).
    expect(field('Country').value).toBe('United Arab Emirates');
    expect(within(screen.getByLabelText('Country')).getByRole('option', { selected: true }).textContent).toBe('United Arab Emirates');
    const isStale = (path: '/tournaments' | '/tournaments/me' | '/teams/me') => queryClient.getQueryState(queryKeyOf(path))?.isInvalidated;
    expect([isStale('/tournaments'), isStale('/tournaments/me'), isStale('/teams/me')]).toEqual([true, true, false]);
  });

  test('when the server refuses, then an Error toast carries its message and the form keeps what was typed', async () => {
    const { toasts } = renderForm({
      'POST /api/tournaments': { status: 403, body: { error: 'Only partners can create tournaments' } },
    });
    fillRequired();

    await submit();

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'Only partners can create tournaments',
        variant: 'destructive',
      }),
    );
    expect(field('Title').value).toBe('Dubai Winter Open');
    expect(field('City').value).toBe('Dubai');
  });

  test('while the tournament is being sent, then the button reads Creating... and is disabled, so it is sent once', async () => {
    const { api } = renderForm({ 'POST /api/tournaments': created });
    const held = holdRequests('POST /api/tournaments');
    fillRequired();

    await submit();
    const busy = screen.getByRole('button', { name: 'Creating...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    await held.release();

    await waitFor(() => expect((screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement).disabled).toBe(false));
    expect(api.callsTo('POST /api/tournaments')).toHaveLength(1);
  });
});
