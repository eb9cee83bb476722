import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LegacyRegistration, TournamentEntry, TournamentListItem } from '@padel/contracts';
import { fakeApi, holdRequests, line, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { confirmedTeam, listPage } from '@padel/api/testing';
import { EnterTournamentScreen } from './enter-tournament-screen';
import { expectNoEnglishText } from '../../../../test/arabic';

const me = '00000000-0000-4000-8000-0000000000b1';
const partner = '00000000-0000-4000-8000-0000000000b2';

const team = confirmedTeam({ id: partner, full_name: 'Sara Nasser' }, { id: me, full_name: 'Me Myself' });

const tournaments: TournamentListItem[] = [
  {
    id: 't-up',
    name: 'Doha Spring Cup',
    location: 'Doha, Qatar',
    startDate: '2099-03-02',
    endDate: '2099-03-04',
    status: 'Upcoming',
    tier: 'silver',
    category: 'silver',
    level: 'C',
  },
  {
    id: 't-live',
    name: 'Dubai Masters',
    location: 'Dubai, UAE',
    startDate: '2026-01-01',
    endDate: '2099-01-01',
    status: 'Live',
    tier: 'gold',
  },
  {
    id: 't-done',
    name: 'Muscat Open',
    location: 'Muscat, Oman',
    startDate: '2025-01-05',
    endDate: '2025-01-05',
    status: 'Completed',
    tier: null,
  },
];

function entry(overrides: Partial<TournamentEntry>): TournamentEntry {
  return {
    id: 'e-1',
    tournament_id: 't-up',
    team_id: team.id,
    category: 'silver',
    level: 'C',
    status: 'pending_both',
    paid: false,
    confirmed_by: [partner],
    tournament: {
      id: 't-up',
      title: 'Doha Spring Cup',
      category: 'silver',
      level: 'C',
      start_date: '2099-03-02',
      city: 'Doha',
      country: 'Qatar',
      status: 'published',
    },
    team,
    ...overrides,
  };
}

/** An older registration by the partner (player1) that waits for my own flag. */
const registration: LegacyRegistration = {
  id: 'r-1',
  tournamentId: 't-up',
  teamId: team.id,
  tier: 'bronze',
  level: 'D',
  player1Confirmed: true,
  player2Confirmed: false,
};

type Routes = Parameters<typeof fakeApi>[0];

/** The answers to GET /api/tournaments?… and GET /api/tournament-entries/me?… (pages, decision 194). */
const tournamentsPage = (items: TournamentListItem[]) => ({ body: listPage(items, { counts: { Live: 0, Upcoming: 0, Completed: 0 } }) });
const entriesPage = (items: TournamentEntry[]) => ({ body: listPage(items) });

async function renderScreen(overrides: Routes = {}, language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    'GET /api/teams/me': { body: [team] },
    'GET /api/tournaments': tournamentsPage(tournaments),
    'GET /api/tournament-entries/me': entriesPage([]),
    'GET /api/tournament-registrations': { body: [] },
    ...overrides,
  });
  const rendered = renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me), language });
  await screen.findByRole('heading', { name: language === 'ar' ? 'جميع البطولات' : 'All Tournaments' });
  return { api, ...rendered };
}

describe('Enter Tournament', () => {
  test('when a pending entry was left out of the draw, then it says Missed the draw and offers no Confirm', async () => {
    await renderScreen({ 'GET /api/tournament-entries/me': entriesPage([entry({ missed_draw: true })]) });

    const pending = await screen.findByTestId('pending-entry');

    expect(within(pending).getByText('Missed the draw')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: 'Confirm entry for Doha Spring Cup' })).toBeNull();
  });

  test('when the user has no confirmed team, then You need a confirmed team links to My Teams and there is no form', async () => {
    await renderScreen({ 'GET /api/teams/me': { body: [] } });

    expect(screen.getByRole('heading', { name: 'You need a confirmed team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
    expect(screen.queryByRole('form', { name: 'Enter a Tournament' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Doha Spring Cup' })).toBeNull();
  });

  test('when tournaments load, then every tournament is a card (live, upcoming, then past) and only upcoming ones are in the form', async () => {
    await renderScreen();

    const cards = screen.getAllByTestId('tournament-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Dubai Masters', 'Doha Spring Cup', 'Muscat Open']);
    expect(within(cards[1] as HTMLElement).getByText('March 2, 2099 – March 4, 2099')).toBeTruthy();
    const options = within(screen.getByLabelText('Tournament'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a tournament', 'Doha Spring Cup']);
    expect(screen.queryByLabelText('Tier')).toBeNull();
    expect(screen.queryByLabelText('Level')).toBeNull();
  });

  test('when upcoming tournaments are outside their entry window, then their cards say why, with no Choose, and the form leaves them out', async () => {
    const notOpen = { ...tournaments[0]!, id: 't-later', name: 'Bahrain Autumn Cup', entryOpenAt: '2098-12-31T20:00:00.000Z' };
    const closed = { ...tournaments[0]!, id: 't-closed', name: 'Muscat Night Open', entryCloseAt: '2000-01-01T00:00:00.000Z' };
    await renderScreen({ 'GET /api/tournaments': tournamentsPage([...tournaments, notOpen, closed]) });

    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Bahrain Autumn Cup')).getByText('Entries open on January 1, 2099')).toBeTruthy();
    expect(within(card('Muscat Night Open')).getByText('Entries closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Bahrain Autumn Cup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Muscat Night Open' })).toBeNull();
    const options = within(screen.getByLabelText('Tournament'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a tournament', 'Doha Spring Cup']);
  });

  test('when the form is submitted empty, then Select a tournament and Select a team are shown and nothing is sent', async () => {
    const { api } = await renderScreen();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));

    const errorOf = (label: string) => {
      const field = screen.queryByRole('group', { name: label }) ?? screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(errorOf('Tournament')).toBe('Select a tournament');
    expect(errorOf('Team')).toBe('Select a team');
    expect(api.callsTo('POST /api/tournament-entries')).toHaveLength(0);
  });

  test('when a tournament is chosen from its card and the entry sent, then it is posted, Entry Created! is toasted and entries refresh', async () => {
    const { api, toasts } = await renderScreen({
      'POST /api/tournament-entries': { status: 201, body: { message: 'Entry created', entry: entry({ confirmed_by: [me] }) } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Choose Doha Spring Cup' }));
    const facts = screen.getByTestId('entry-tournament-facts');
    expect(within(facts).getByText('March 2, 2099 – March 4, 2099')).toBeTruthy();
    expect(within(facts).getByText('Silver').dataset.tier).toBe('silver');
    expect(within(facts).getByText('C Advanced Players (best of 3 sets)')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'With Sara Nasser' }));
    api.route('GET /api/tournament-entries/me', entriesPage([entry({ confirmed_by: [me] })]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/tournament-entries').map((call) => call.body)).toEqual([
        { tournament_id: 't-up', team_id: 'team-1', category: 'silver', level: 'C' },
      ]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Entry Created!', description: 'Entry created' });
      expect((screen.getByLabelText('Tournament') as HTMLSelectElement).value).toBe('');
    });
    const pending = await screen.findByTestId('pending-entry');
    expect(within(pending).getByText('Waiting for your partner')).toBeTruthy();
  });

  test('when creating the entry fails, then an Error toast carries the server message', async () => {
    const { toasts } = await renderScreen({
      'POST /api/tournament-entries': { status: 409, body: { error: 'This team has already entered this tournament' } },
    });

    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: 't-up' } });
    fireEvent.click(screen.getByRole('radio', { name: 'With Sara Nasser' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'This team has already entered this tournament',
        variant: 'destructive',
      });
    });
  });

  test('when the partner entered a tournament, then Confirm sends the confirmation, Entry Confirmed! is toasted and it moves to Confirmed Entries', async () => {
    const { api, toasts } = await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({})]),
      'PATCH /api/tournament-entries/e-1/confirm': { body: { message: 'Entry confirmed', entry: entry({ status: 'confirmed' }) } },
    });
    const pending = await screen.findByTestId('pending-entry');
    expect(within(pending).getByText(line('With Sara Nasser · Silver · Level C · March 2, 2099'))).toBeTruthy();

    api.route('GET /api/tournament-entries/me', entriesPage([entry({ status: 'confirmed', confirmed_by: [partner, me] })]));
    await act(async () => {
      fireEvent.click(within(pending).getByRole('button', { name: 'Confirm entry for Doha Spring Cup' }));
    });

    await waitFor(() => {
      expect(api.callsTo('PATCH /api/tournament-entries/e-1/confirm')).toHaveLength(1);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Entry Confirmed!', description: 'Entry confirmed' });
      expect(screen.getByTestId('confirmed-entry')).toBeTruthy();
      expect(screen.queryByTestId('pending-entry')).toBeNull();
      expect(api.callsTo('GET /api/tournament-registrations')).toHaveLength(2);
    });
  });

  test('when an entry lost its tournament and team, then Unknown Tournament and Unknown Partner are shown', async () => {
    await renderScreen({ 'GET /api/tournament-entries/me': entriesPage([entry({ status: 'confirmed', tournament: null, team: null })]) });

    const row = await screen.findByTestId('confirmed-entry');
    expect(within(row).getByText('Unknown Tournament')).toBeTruthy();
    expect(within(row).getByText(line(/^With Unknown Partner/))).toBeTruthy();
  });

  test('when a Major is chosen, then its tier is Major and its level a fact, and the entry is sent with its category gold and level', async () => {
    const major: TournamentListItem = {
      ...tournaments[0]!,
      id: 't-major',
      name: 'Riyadh Padel Major',
      tier: 'major',
      category: 'gold',
      level: 'D',
    };
    const majorEntry = entry({
      id: 'e-major',
      tournament_id: 't-major',
      category: 'gold',
      level: 'D',
      confirmed_by: [me],
      tournament: { ...entry({}).tournament!, id: 't-major', title: 'Riyadh Padel Major', category: 'gold', level: 'D', tier: 'major' },
    });
    const { api } = await renderScreen({
      'GET /api/tournaments': tournamentsPage([major]),
      'POST /api/tournament-entries': { status: 201, body: { message: 'Entry created', entry: majorEntry } },
    });

    expect(within(screen.getByRole('article', { name: 'Riyadh Padel Major' })).getByText('Major').dataset.tier).toBe('major');
    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: 't-major' } });
    const facts = screen.getByTestId('entry-tournament-facts');
    expect(within(facts).getByText('Major').dataset.tier).toBe('major');
    expect(within(facts).getByText('D Entry Players (one set)')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'With Sara Nasser' }));
    api.route('GET /api/tournament-entries/me', entriesPage([majorEntry]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    });

    await waitFor(() =>
      expect(api.callsTo('POST /api/tournament-entries').map((call) => call.body)).toEqual([
        { tournament_id: 't-major', team_id: 'team-1', category: 'gold', level: 'D' },
      ]),
    );
    const pending = await screen.findByTestId('pending-entry');
    expect(within(pending).getByText(line('With Sara Nasser · Major · Level D · March 2, 2099'))).toBeTruthy();
  });

  test('when the list gives no category or level (an older service), then the entry is sent without them', async () => {
    const { api } = await renderScreen({
      'GET /api/tournaments': tournamentsPage([{ ...tournaments[0]!, category: undefined, level: undefined }]),
      'POST /api/tournament-entries': { status: 201, body: { message: 'Entry created', entry: entry({ confirmed_by: [me] }) } },
    });

    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: 't-up' } });
    fireEvent.click(screen.getByRole('radio', { name: 'With Sara Nasser' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));
    });

    await waitFor(() =>
      expect(api.callsTo('POST /api/tournament-entries').map((call) => call.body)).toEqual([{ tournament_id: 't-up', team_id: 'team-1' }]),
    );
  });

  test("when an entry or an older registration is in a Major, then its line says Major, whatever the entry's category", async () => {
    const inMajor = { ...entry({}).tournament!, tier: 'major' as const, category: 'gold' as const };
    await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({ category: 'bronze', tournament: inMajor })]),
      'GET /api/tournament-registrations': { body: [{ ...registration, id: 'r-major', tier: 'major', level: 'C' }] },
    });

    expect(
      within(await screen.findByTestId('pending-entry')).getByText(line('With Sara Nasser · Major · Level C · March 2, 2099')),
    ).toBeTruthy();
    expect(within(screen.getByTestId('pending-registration')).getByText(line('With Sara Nasser · Major · Level C'))).toBeTruthy();
  });

  test.each(['draft', 'closed'] as const)(
    'when the organizer made the tournament %s again, then its entries say Withdrawn by the organizer, with no Confirm or Withdraw',
    async (status) => {
      const unpublished = { ...entry({}).tournament!, status };
      await renderScreen({
        'GET /api/tournament-entries/me': entriesPage([
          entry({ tournament: unpublished }),
          entry({ id: 'e-2', status: 'confirmed', confirmed_by: [partner, me], tournament: unpublished }),
        ]),
      });

      for (const row of [await screen.findByTestId('pending-entry'), screen.getByTestId('confirmed-entry')]) {
        expect(within(row).getByText('Withdrawn by the organizer')).toBeTruthy();
        expect(within(row).queryByRole('button')).toBeNull();
      }
    },
  );

  test('when a registration awaits my own flag, then Pending Tournament Confirmations confirms it with my id', async () => {
    const { api, toasts } = await renderScreen({
      'GET /api/tournament-registrations': {
        body: [registration, { ...registration, id: 'r-2', player2Confirmed: true, player1Confirmed: false }],
      },
      'PATCH /api/tournament-registrations/r-1/confirm': {
        body: { message: 'Registration confirmed', registration: { ...registration, player2Confirmed: true } },
      },
    });

    const rows = await screen.findAllByTestId('pending-registration');
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText(line('With Sara Nasser · Bronze · Level D'))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm registration for Doha Spring Cup' }));
    });

    await waitFor(() => {
      expect(api.callsTo('PATCH /api/tournament-registrations/r-1/confirm').map((call) => call.body)).toEqual([{ playerId: me }]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Tournament Confirmed!', description: 'Registration confirmed' });
    });
  });

  test('when a registration is the same entry already pending, then it is listed once, under Pending Confirmations', async () => {
    const same: LegacyRegistration = {
      id: 'e-1',
      tournamentId: 't-up',
      teamId: team.id,
      tier: 'silver',
      level: 'C',
      player1Confirmed: true,
      player2Confirmed: false,
    };
    await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({})]),
      'GET /api/tournament-registrations': { body: [same] },
    });

    await screen.findByTestId('pending-entry');
    expect(screen.queryByTestId('pending-registration')).toBeNull();
  });

  test('when entries of upcoming tournaments are pending or confirmed, then each has Withdraw; entries of started ones and withdrawn ones have none', async () => {
    const live = entry({
      id: 'e-live',
      tournament_id: 't-live',
      status: 'confirmed',
      tournament: { ...entry({}).tournament!, id: 't-live', title: 'Dubai Masters' },
    });
    await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([
        entry({}),
        entry({ id: 'e-2', status: 'confirmed', confirmed_by: [partner, me] }),
        live,
        entry({ id: 'e-3', status: 'withdrawn', withdrawn_by: me, withdrawn_at: '2026-01-05T10:00:00.000Z' }),
      ]),
    });

    const pending = await screen.findByTestId('pending-entry');
    expect(within(pending).getByRole('button', { name: 'Withdraw entry for Doha Spring Cup' })).toBeTruthy();
    const confirmed = screen.getAllByTestId('confirmed-entry');
    expect(confirmed).toHaveLength(2);
    expect(within(confirmed[0] as HTMLElement).getByRole('button', { name: 'Withdraw entry for Doha Spring Cup' })).toBeTruthy();
    expect(within(confirmed[1] as HTMLElement).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(screen.getAllByTestId('pending-entry')).toHaveLength(1);
  });

  test('when Withdraw is clicked and then Cancel, then nothing is sent and the dialog closes', async () => {
    const { api } = await renderScreen({ 'GET /api/tournament-entries/me': entriesPage([entry({})]) });

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw entry for Doha Spring Cup' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw from Doha Spring Cup?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PATCH /api/tournament-entries/e-1/withdraw')).toHaveLength(0);
  });

  test('when a withdrawal is confirmed in the dialog, then it is sent, Entry Withdrawn is toasted and the entry leaves the lists', async () => {
    const withdrawn = entry({ status: 'withdrawn', withdrawn_by: me, withdrawn_at: '2026-01-05T10:00:00.000Z' });
    const { api, toasts } = await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({ status: 'confirmed', confirmed_by: [partner, me] })]),
      'PATCH /api/tournament-entries/e-1/withdraw': { body: { message: 'Entry withdrawn', entry: withdrawn } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw entry for Doha Spring Cup' }));
    api.route('GET /api/tournament-entries/me', entriesPage([withdrawn]));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    });

    await waitFor(() => {
      expect(api.callsTo('PATCH /api/tournament-entries/e-1/withdraw')).toHaveLength(1);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Entry Withdrawn', description: 'Entry withdrawn' });
      expect(screen.queryByTestId('confirmed-entry')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.callsTo('GET /api/tournament-registrations')).toHaveLength(2);
      expect(api.callsTo('GET /api/teams/me')).toHaveLength(2);
    });
    const options = within(screen.getByLabelText('Tournament'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Doha Spring Cup');
  });

  test('when the withdrawal is in flight, then Withdraw is disabled; when it fails, then an Error toast carries the server message', async () => {
    const { toasts } = await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({})]),
      'PATCH /api/tournament-entries/e-1/withdraw': {
        status: 409,
        body: { error: 'Entries can only be withdrawn before the tournament starts' },
      },
    });
    // Hold the PATCH's answer until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH' ? held.then(() => answer(input, init)) : answer(input, init)) as typeof fetch;

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw entry for Doha Spring Cup' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => {
      expect((within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Withdraw entry for Doha Spring Cup' }) as HTMLButtonElement).disabled).toBe(true);
    });
    await act(async () => release());

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'Entries can only be withdrawn before the tournament starts',
        variant: 'destructive',
      });
    });
    expect(screen.getByTestId('pending-entry')).toBeTruthy();
  });

  test('when the tournaments cannot be fetched, then the message is shown with Try again', async () => {
    fakeApi({
      'GET /api/teams/me': { body: [team] },
      'GET /api/tournaments': { status: 503, body: { error: 'Tournaments service unavailable' } },
      'GET /api/tournament-entries/me': entriesPage([]),
      'GET /api/tournament-registrations': { body: [] },
    });
    renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me) });

    expect(await screen.findByText('Tournaments service unavailable')).toBeTruthy();
  });
});

describe('Enter Tournament, loading and failures', () => {
  const lists: Routes = {
    'GET /api/teams/me': { body: [team] },
    'GET /api/tournaments': tournamentsPage(tournaments),
    'GET /api/tournament-entries/me': entriesPage([]),
    'GET /api/tournament-registrations': { body: [] },
  };

  test('when tournaments and teams are still loading, then Loading tournaments and teams is shown', async () => {
    fakeApi({ ...lists });
    const { release } = holdRequests((url) => url.includes('/api/tournaments?'));
    renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me) });

    expect(screen.getByRole('status').textContent).toBe('Loading tournaments and teams');
    await release();
    expect(await screen.findByRole('heading', { name: 'All Tournaments' })).toBeTruthy();
  });

  test('when the teams cannot be fetched, then the message shows with Try again, which fetches them again', async () => {
    const api = fakeApi({ ...lists, 'GET /api/teams/me': { status: 503, body: { error: 'Teams service unavailable' } } });
    renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me) });

    expect((await screen.findByRole('alert')).textContent).toContain('Teams service unavailable');
    api.route('GET /api/teams/me', { body: [team] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('form', { name: 'Enter a Tournament' })).toBeTruthy();
  });

  test('when Try again is clicked after the tournaments failed, then they are fetched again and shown', async () => {
    const api = fakeApi({ ...lists, 'GET /api/tournaments': { status: 503, body: { error: 'Tournaments service unavailable' } } });
    renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me) });
    await screen.findByText('Tournaments service unavailable');

    api.route('GET /api/tournaments', tournamentsPage(tournaments));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByTestId('tournament-card')).toHaveLength(3);
    expect(api.callsTo('GET /api/tournaments?page=1&limit=12&order=status')).toHaveLength(2);
  });

  test('when the entries cannot be fetched, then their message shows with Try again beside a working form', async () => {
    const { api } = await renderScreen({ 'GET /api/tournament-entries/me': { status: 503, body: { error: 'Entries unavailable' } } });

    expect((await screen.findByRole('alert')).textContent).toContain('Entries unavailable');
    expect(screen.getByRole('form', { name: 'Enter a Tournament' })).toBeTruthy();
    api.route('GET /api/tournament-entries/me', entriesPage([entry({})]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('pending-entry')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('when there are no tournaments, then No tournaments available at this time. is shown and the form offers none', async () => {
    await renderScreen({ 'GET /api/tournaments': tournamentsPage([]) });

    expect(screen.getByText('No tournaments available at this time.')).toBeTruthy();
    const options = within(screen.getByLabelText('Tournament'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a tournament']);
  });
});

describe('Enter Tournament, actions in flight and refused', () => {
  test('when the entry is being sent, then Submit Entry says Submitting... and is disabled until the answer', async () => {
    const { api } = await renderScreen({
      'POST /api/tournament-entries': { status: 201, body: { message: 'Entry created', entry: entry({ confirmed_by: [me] }) } },
    });
    const { release } = holdRequests((url, method) => method === 'POST');

    fireEvent.change(screen.getByLabelText('Tournament'), { target: { value: 't-up' } });
    fireEvent.click(screen.getByRole('radio', { name: 'With Sara Nasser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));

    const submitting = await screen.findByRole('button', { name: 'Submitting...' });
    expect((submitting as HTMLButtonElement).disabled).toBe(true);
    await release();
    await screen.findByRole('button', { name: 'Submit Entry' });
    expect(api.callsTo('POST /api/tournament-entries').map((call) => call.body)).toEqual([
      { tournament_id: 't-up', team_id: 'team-1', category: 'silver', level: 'C' },
    ]);
  });

  test('when a confirmation is under way, then every Confirm waits; when it is refused, then an Error toast carries the server message', async () => {
    const second = entry({ id: 'e-2', tournament: { ...entry({}).tournament!, title: 'Muscat Open' } });
    const { toasts } = await renderScreen({
      'GET /api/tournament-entries/me': entriesPage([entry({}), second]),
      'PATCH /api/tournament-entries/e-1/confirm': { status: 409, body: { error: 'This entry is already confirmed' } },
    });
    const { release } = holdRequests((url, method) => method === 'PATCH');
    const confirm = async (title: string) =>
      (await screen.findByRole('button', { name: `Confirm entry for ${title}` })) as HTMLButtonElement;

    fireEvent.click(await confirm('Doha Spring Cup'));

    await waitFor(async () => expect((await confirm('Muscat Open')).disabled).toBe(true));
    await release();
    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'This entry is already confirmed',
        variant: 'destructive',
      });
    });
    expect((await confirm('Muscat Open')).disabled).toBe(false);
  });

  test('when confirming an older registration is refused, then an Error toast carries the server message', async () => {
    const { toasts } = await renderScreen({
      'GET /api/tournament-registrations': { body: [registration] },
      'PATCH /api/tournament-registrations/r-1/confirm': { status: 403, body: { error: 'You are not a member of this team' } },
    });

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm registration for Doha Spring Cup' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'You are not a member of this team',
        variant: 'destructive',
      });
    });
  });
});

describe('Enter Tournament in Arabic', () => {
  // Places without English words of the catalog (a location is data and stays as entered).
  const arabicTournaments = tournaments.map((tournament) => ({ ...tournament, location: 'الدوحة' }));
  const notOpen = { ...arabicTournaments[0]!, id: 't-later', name: 'Manama Autumn Cup', entryOpenAt: '2098-12-31T20:00:00.000Z' };
  const closed = { ...arabicTournaments[0]!, id: 't-closed', name: 'Muscat Night Cup', entryCloseAt: '2000-01-01T00:00:00.000Z' };
  const confirmedEntry = entry({ id: 'e-2', status: 'confirmed', confirmed_by: [partner, me] });

  const renderInArabic = (overrides: Routes = {}) =>
    renderScreen(
      {
        'GET /api/tournaments': tournamentsPage([...arabicTournaments, notOpen, closed]),
        'GET /api/tournament-entries/me': entriesPage([entry({}), confirmedEntry]),
        'GET /api/tournament-registrations': { body: [{ ...registration, id: 'r-9' }] },
        ...overrides,
      },
      'ar',
    );

  test('when the screen is shown in Arabic, then lists, form and cards are in Arabic and no English text of the catalog is left', async () => {
    const { container } = await renderInArabic();
    await screen.findByTestId('pending-entry');

    expect(screen.getByRole('heading', { name: 'بانتظار التأكيد' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'التسجيلات المؤكدة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تأكيدات البطولات المعلّقة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'سجّل في بطولة' })).toBeTruthy();
    expect(
      within(screen.getByTestId('pending-entry')).getByText(line('مع Sara Nasser · الفئة الفضية · المستوى C · 2 مارس 2099')),
    ).toBeTruthy();
    expect(within(screen.getByTestId('pending-registration')).getByText(line('مع Sara Nasser · الفئة البرونزية · المستوى D'))).toBeTruthy();
    const card = (name: string) => screen.getByRole('article', { name });
    expect(within(card('Doha Spring Cup')).getByText('2 مارس 2099 – 4 مارس 2099')).toBeTruthy();
    expect(within(card('Doha Spring Cup')).getByText('قادمة')).toBeTruthy();
    expect(within(card('Dubai Masters')).getByText('مباشر')).toBeTruthy();
    expect(within(card('Dubai Masters')).getByText('الذهبية').dataset.tier).toBe('gold');
    expect(within(card('Manama Autumn Cup')).getByText('يبدأ التسجيل في 1 يناير 2099')).toBeTruthy();
    expect(within(card('Muscat Night Cup')).getByText('أُغلق التسجيل')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'اختيار Doha Spring Cup' }));
    const facts = screen.getByTestId('entry-tournament-facts');
    expect(within(facts).getByText('التواريخ')).toBeTruthy();
    expect(within(facts).getByText('الفضية').dataset.tier).toBe('silver');
    expect(within(facts).getByText('المستوى C للاعبين المتقدمين (مباراة من 3 مجموعات)')).toBeTruthy();
    expectNoEnglishText(container);
  });

  test('when the form is sent empty in Arabic, then its validation messages are in Arabic', async () => {
    await renderInArabic({ 'GET /api/tournament-entries/me': entriesPage([]), 'GET /api/tournament-registrations': { body: [] } });

    fireEvent.click(screen.getByRole('button', { name: 'إرسال التسجيل' }));

    expect(await screen.findByText('اختر بطولة', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(screen.getByText('اختر فريقاً', { selector: '[id$="-error"]' })).toBeTruthy();
  });

  test('when a withdrawal is asked and confirmed in Arabic, then the dialog and the toast are in Arabic', async () => {
    const { toasts } = await renderInArabic({
      'GET /api/tournament-entries/me': entriesPage([confirmedEntry]),
      'PATCH /api/tournament-entries/e-2/withdraw': {
        body: { message: 'Entry withdrawn', entry: { ...confirmedEntry, status: 'withdrawn' } },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'الانسحاب من Doha Spring Cup' }));
    const dialog = screen.getByRole('dialog', { name: 'الانسحاب من Doha Spring Cup؟' });
    expectNoEnglishText(dialog);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'انسحاب' }));
    });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'تم الانسحاب', description: 'سُحب تسجيل فريقك من البطولة.' });
    });
  });
});

describe('Enter Tournament at league size', () => {
  const cup = (no: number, overrides: Partial<TournamentListItem> = {}): TournamentListItem => ({
    ...tournaments[2]!,
    id: `t-${no}`,
    name: `Cup ${no}`,
    ...overrides,
  });
  const cups = (from: number, count: number) => Array.from({ length: count }, (_, index) => cup(from + index));
  const counts = { Live: 0, Upcoming: 1, Completed: 599 };
  const entries = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => entry({ id: `e-${from + index}`, status: 'confirmed', confirmed_by: [partner, me] }));
  const pathsOf = (api: ReturnType<typeof fakeApi>, start: string) =>
    api.calls.map((call) => call.path).filter((path) => path.startsWith(start));

  async function renderLeague(url = '/enter-tournament', language: 'en' | 'ar' = 'en') {
    const api = fakeApi({
      'GET /api/teams/me': { body: [team] },
      'GET /api/tournaments': { body: listPage(cups(1, 12), { limit: 12, total: 600, counts }) },
      'GET /api/tournaments?page=2&limit=12&order=status': { body: listPage(cups(13, 12), { page: 2, limit: 12, total: 600, counts }) },
      'GET /api/tournaments?page=1&limit=100&status=Upcoming': { body: listPage([tournaments[0]!], { limit: 100, counts }) },
      'GET /api/tournament-entries/me': { body: listPage(entries(1, 20), { total: 200 }) },
      'GET /api/tournament-entries/me?page=2&limit=20': { body: listPage(entries(21, 20), { page: 2, total: 200 }) },
      'GET /api/tournament-registrations': { body: [] },
    });
    renderWithPlatform(<EnterTournamentScreen />, { auth: signedIn(me), url, language });
    await screen.findAllByTestId('tournament-card');
    return api;
  }

  test('when 600 tournaments are public, then 12 cards show with Page 1 of 50, and Next shows the next 12', async () => {
    const api = await renderLeague();
    const pager = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(screen.getAllByTestId('tournament-card')).toHaveLength(12);
    expect(within(pager).getByText('Page 1 of 50')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Cup 13' })).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 50')).toBeTruthy();
    expect(pathsOf(api, '/api/tournaments?page=')).toEqual([
      '/api/tournaments?page=1&limit=12&order=status',
      '/api/tournaments?page=1&limit=100&status=Upcoming',
      '/api/tournaments?page=2&limit=12&order=status',
    ]);
  });

  test('when the link carries page=2, then the second page of cards is asked for and shown', async () => {
    const api = await renderLeague('/enter-tournament?page=2');

    expect(await screen.findByRole('article', { name: 'Cup 13' })).toBeTruthy();
    expect(pathsOf(api, '/api/tournaments?page=2')).toEqual(['/api/tournaments?page=2&limit=12&order=status']);
  });

  test('when the upcoming tournament is on no page of cards shown, then the form still offers it', async () => {
    await renderLeague();

    const options = within(screen.getByLabelText('Tournament'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a tournament', 'Doha Spring Cup']);
    expect(screen.queryByRole('article', { name: 'Doha Spring Cup' })).toBeNull();
  });

  test('when the player has 200 entries, then 20 show with Page 1 of 10, and Next asks for the next 20', async () => {
    const api = await renderLeague();
    const pager = await screen.findByRole('navigation', { name: 'Entry pages' });
    expect(screen.getAllByTestId('confirmed-entry')).toHaveLength(20);
    expect(within(pager).getByText('Page 1 of 10')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(within(pager).getByText('Page 2 of 10')).toBeTruthy());
    expect(pathsOf(api, '/api/tournament-entries/me')).toEqual([
      '/api/tournament-entries/me?page=1&limit=20',
      '/api/tournament-entries/me?page=2&limit=20',
    ]);
  });

  test('when the screen is in Arabic, then both pagers are named and count in Arabic', async () => {
    await renderLeague('/enter-tournament', 'ar');

    expect(within(screen.getByRole('navigation', { name: 'صفحات البطولات' })).getByText('الصفحة 1 من 50')).toBeTruthy();
    expect(within(await screen.findByRole('navigation', { name: 'صفحات التسجيلات' })).getByText('الصفحة 1 من 10')).toBeTruthy();
  });
});
