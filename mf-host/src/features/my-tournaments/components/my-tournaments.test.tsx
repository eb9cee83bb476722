import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, holdRequests, line, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { entriesPage, entry, MY_TOURNAMENTS, myPage, renderAsPartner, tournament } from '../../../../test/fixtures';
import { MyTournaments } from './my-tournaments';

const list = (routes: Parameters<typeof fakeApi>[0]) => renderAsPartner(<MyTournaments />, routes);

const section = () => screen.getByRole('region', { name: 'My Tournaments' });
const badge = (item: HTMLElement, text: string) => within(item).getByText(text, { selector: 'span' });

async function openEntries(title = 'Sharjah Corniche Classic') {
  fireEvent.click(await screen.findByRole('button', { name: `View entries of ${title}` }));
  return screen.getByRole('dialog', { name: `Entries: ${title}` });
}

describe('My Tournaments', () => {
  test('while the list is loading, then a spinner says so', async () => {
    const { api } = list({ [MY_TOURNAMENTS]: myPage([tournament()]) });
    const held = holdRequests(MY_TOURNAMENTS);

    expect(within(section()).getByRole('status').textContent).toBe('Loading your tournaments');

    await held.release();
    expect(await screen.findByRole('heading', { name: 'Sharjah Corniche Classic' })).toBeTruthy();
    expect(within(section()).queryByRole('status')).toBeNull();
    expect(api.callsTo(MY_TOURNAMENTS)[0]?.authorization).toBe('Bearer test-token');
  });

  test('when the list cannot be fetched, then the server message shows with Try again, which fetches it again', async () => {
    const { api } = list({ [MY_TOURNAMENTS]: { status: 503, body: { error: 'Tournaments are unavailable' } } });

    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('Tournaments are unavailable');
    api.route(MY_TOURNAMENTS, myPage([tournament()]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Sharjah Corniche Classic' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(MY_TOURNAMENTS)).toHaveLength(2);
  });

  test('when the organizer has created none, then the list says so', async () => {
    list({ [MY_TOURNAMENTS]: myPage([]) });

    expect(await within(section()).findByText('You have not created any tournaments yet.')).toBeTruthy();
    expect(screen.queryByTestId('my-tournament')).toBeNull();
  });

  test('when tournaments are listed, then each shows its status badge, category and level, dates, place and entry counts', async () => {
    list({
      [MY_TOURNAMENTS]: myPage([
        tournament({ entry_counts: { total: 2, confirmed: 1 } }),
        tournament({ id: 'h2', title: 'Ajman Draft Cup', status: 'draft', category: 'silver', level: 'D', end_date: null }),
        tournament({
          id: 'h3',
          title: 'Fujairah Closed Open',
          status: 'closed',
          category: 'bronze',
          city: 'Fujairah',
          country: 'Oman',
          entry_counts: { total: 1, confirmed: 1 },
        }),
      ]),
    });

    const [sharjah, ajman, fujairah] = await screen.findAllByTestId('my-tournament');
    expect(within(sharjah!).getByRole('heading', { name: 'Sharjah Corniche Classic' })).toBeTruthy();
    expect(within(sharjah!).getByText('Gold · C Level')).toBeTruthy();
    expect(within(sharjah!).getByText('April 10, 2099 – April 12, 2099')).toBeTruthy();
    expect(within(sharjah!).getByText(line('Sharjah, United Arab Emirates'))).toBeTruthy();
    expect(within(sharjah!).getByTestId('entry-counts').textContent).toBe('2 teams entered · 1 confirmed');
    expect(within(ajman!).getByText('Silver · D Level')).toBeTruthy();
    expect(within(ajman!).getByText('April 10, 2099')).toBeTruthy();
    expect(within(ajman!).getByTestId('entry-counts').textContent).toBe('No entries yet');
    expect(within(fujairah!).getByText('Bronze · C Level')).toBeTruthy();
    expect(within(fujairah!).getByText(line('Fujairah, Oman'))).toBeTruthy();
    expect(within(fujairah!).getByTestId('entry-counts').textContent).toBe('1 team entered · 1 confirmed');
    // Published stands out (default badge); draft and closed share the secondary one.
    expect(badge(ajman!, 'Draft').className).toBe(badge(fujairah!, 'Closed').className);
    expect(badge(sharjah!, 'Published').className).not.toBe(badge(ajman!, 'Draft').className);
  });

  test('when the user is not a partner, then the list is never asked for', () => {
    const api = fakeApi({});
    renderWithPlatform(<MyTournaments />, { auth: signedIn('00000000-0000-4000-8000-000000000002', 'omar@padel.local') });

    expect(api.calls).toEqual([]);
  });

  describe('View entries', () => {
    test('when opened, then the dialog loads the entries and lists each team in entry order with its level and status', async () => {
      list({
        [MY_TOURNAMENTS]: myPage([tournament({ entry_counts: { total: 3, confirmed: 1 } })]),
        'GET /api/tournaments/h1/entries': entriesPage([
          { ...entry(1, ['Sara Nasser', 'Yousef Al Amiri'], 'pending_both'), level: 'D' },
          entry(2, ['Omar Haddad', 'Layla Farouk'], 'confirmed'),
          { ...entry(3, ['Khalid Rahman', null], 'waitlist'), category: 'silver' },
        ]),
      });
      await screen.findByTestId('my-tournament');
      const held = holdRequests('GET /api/tournaments/h1/entries');

      const dialog = await openEntries();
      expect(within(dialog).getByRole('status').textContent).toBe('Loading entries');
      await held.release();

      const rows = await within(dialog).findAllByTestId('tournament-entry');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Sara Nasser & Yousef Al AmiriGold · D LevelAwaiting partnerReject',
        'Omar Haddad & Layla FaroukGold · C LevelConfirmedReject',
        'Khalid Rahman & Unknown PlayerSilver · C LevelWaitlistReject',
      ]);
      // Confirmed stands out (default badge); the other statuses share the secondary one.
      expect(badge(rows[0]!, 'Awaiting partner').className).toBe(badge(rows[2]!, 'Waitlist').className);
      expect(badge(rows[1]!, 'Confirmed').className).not.toBe(badge(rows[0]!, 'Awaiting partner').className);
      expect(within(dialog).getByText('3 teams entered · 1 confirmed')).toBeTruthy();
    });

    test('when the tournament has a fee, then the organizer marks an entry paid, and rejects another with a reason', async () => {
      const { api } = list({
        [MY_TOURNAMENTS]: myPage([tournament({ entry_fee: 200, entry_counts: { total: 2, confirmed: 2 } })]),
        'GET /api/tournaments/h1/entries': entriesPage([
          entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'),
          { ...entry(2, ['Sara Nasser', 'Yousef Al Amiri'], 'waitlist'), waitlist_place: 1 },
        ]),
        'PATCH /api/tournament-entries/e1/paid': {
          body: { message: 'Entry marked as paid', entry: { ...entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'), paid: true } },
        },
        'PATCH /api/tournament-entries/e2/reject': {
          body: { message: 'Entry rejected', entry: entry(2, ['Sara Nasser', 'Yousef Al Amiri'], 'rejected') },
        },
      });
      const dialog = await openEntries();
      const [first, second] = await within(dialog).findAllByTestId('tournament-entry');
      expect(within(second!).getByText('Waitlist place 1')).toBeTruthy();
      expect(within(first!).getByText('Unpaid')).toBeTruthy();

      fireEvent.click(within(first!).getByRole('button', { name: 'Mark paid' }));
      fireEvent.click(within(second!).getByRole('button', { name: 'Reject' }));
      fireEvent.click(within(second!).getByRole('button', { name: 'Reject entry' }));
      expect(within(second!).getByText('Give a reason')).toBeTruthy();
      fireEvent.input(within(second!).getByLabelText('Reason for the players'), { target: { value: 'Levels do not match' } });
      fireEvent.click(within(second!).getByRole('button', { name: 'Reject entry' }));

      await waitFor(() => expect(api.callsTo('PATCH /api/tournament-entries/e2/reject')).toHaveLength(1));
      expect(api.callsTo('PATCH /api/tournament-entries/e1/paid')[0]?.body).toEqual({ paid: true });
      expect(api.callsTo('PATCH /api/tournament-entries/e2/reject')[0]?.body).toEqual({ reason: 'Levels do not match' });
    });

    test('when the tournament has no entries, then the dialog says so', async () => {
      list({ [MY_TOURNAMENTS]: myPage([tournament()]), 'GET /api/tournaments/h1/entries': entriesPage([]) });

      const dialog = await openEntries();

      expect(await within(dialog).findByText('No teams have entered this tournament yet.')).toBeTruthy();
      expect(within(dialog).getByText('No entries yet')).toBeTruthy();
    });

    test('when the entries cannot be fetched, then the dialog shows the server message and Try again fetches them again', async () => {
      const { api } = list({
        [MY_TOURNAMENTS]: myPage([tournament({ entry_counts: { total: 1, confirmed: 0 } })]),
        'GET /api/tournaments/h1/entries': { status: 403, body: { error: 'Only the organizer can see these entries' } },
      });

      const dialog = await openEntries();
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain('Only the organizer can see these entries');
      api.route('GET /api/tournaments/h1/entries', entriesPage([entry(1, ['Sara Nasser', 'Yousef Al Amiri'], 'pending_both')]));
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

      expect((await within(dialog).findByTestId('tournament-entry')).textContent).toBe(
        'Sara Nasser & Yousef Al AmiriGold · C LevelAwaiting partnerReject',
      );
      expect(api.callsTo('GET /api/tournaments/h1/entries?page=1&limit=20')).toHaveLength(2);
    });

    test('when another tournament is opened after closing the first, then its own entries are asked for', async () => {
      const { api } = list({
        [MY_TOURNAMENTS]: myPage([tournament(), tournament({ id: 'h2', title: 'Ajman Draft Cup' })]),
        'GET /api/tournaments/h1/entries': entriesPage([]),
        'GET /api/tournaments/h2/entries': entriesPage([entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed')]),
      });

      const first = await openEntries();
      await within(first).findByText('No teams have entered this tournament yet.');
      fireEvent.click(within(first).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      const second = await openEntries('Ajman Draft Cup');

      expect((await within(second).findByTestId('tournament-entry')).textContent).toBe(
        'Omar Haddad & Layla FaroukGold · C LevelConfirmedReject',
      );
      expect(api.calls.map((call) => call.path)).toEqual([
        '/api/tournaments/me?page=1&limit=10',
        '/api/tournaments/h1/entries?page=1&limit=20',
        '/api/tournaments/h2/entries?page=1&limit=20',
      ]);
    });
  });
});

describe('My Tournaments, a page at a time', () => {
  const cups = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => tournament({ id: `h${from + index}`, title: `Cup ${from + index}` }));
  const titles = () => screen.getAllByTestId('my-tournament').map((item) => within(item).getByRole('heading').textContent);
  const pager = () => screen.getByRole('navigation', { name: 'My tournaments pages' });

  test('when the organizer has 25 tournaments, then 10 show with Page 1 of 3, and Next and Previous ask the pages around', async () => {
    const { api } = list({
      [MY_TOURNAMENTS]: myPage(cups(1, 10), { total: 25 }),
      'GET /api/tournaments/me?page=2&limit=10': myPage(cups(11, 10), { page: 2, total: 25 }),
    });
    await screen.findByRole('heading', { name: 'Cup 1' });
    expect(titles()).toHaveLength(10);
    expect(within(pager()).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pager()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Cup 11' })).toBeTruthy();
    expect(titles()[0]).toBe('Cup 11');
    expect(within(pager()).getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Cup 1' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/tournaments/me?page=1&limit=10', '/api/tournaments/me?page=2&limit=10']);
  });

  test('when all fit on one page, then the pager only says Page 1 of 1', async () => {
    list({ [MY_TOURNAMENTS]: myPage(cups(1, 3)) });

    await screen.findByRole('heading', { name: 'Cup 1' });
    expect(pager().textContent).toBe('Page 1 of 1');
    expect(within(pager()).queryByRole('button')).toBeNull();
  });

  test('when the dashboard is in Arabic, then the pager is named and counts in Arabic', async () => {
    renderAsPartner(<MyTournaments />, { [MY_TOURNAMENTS]: myPage(cups(1, 10), { total: 11 }) }, 'ar');

    const nav = await screen.findByRole('navigation', { name: 'صفحات بطولاتي' });
    expect(within(nav).getByText('الصفحة 1 من 2')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'التالي' })).toBeTruthy();
  });
});

describe('View entries of a tournament with 200 entries', () => {
  const entries = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...entry(1, [`Player ${from + index}`, 'Layla Farouk'], 'confirmed'),
      id: `e${from + index}`,
    }));
  const counts = { total: 200, entry_counts: { total: 200, confirmed: 200 } };

  test('when opened, then the first 20 show with Page 1 of 10, and Next asks for the next 20', async () => {
    const { api } = list({
      [MY_TOURNAMENTS]: myPage([tournament({ entry_counts: { total: 200, confirmed: 200 } })]),
      'GET /api/tournaments/h1/entries': entriesPage(entries(1, 20), counts),
      'GET /api/tournaments/h1/entries?page=2&limit=20': entriesPage(entries(21, 20), { ...counts, page: 2 }),
    });

    const dialog = await openEntries();
    const rows = await within(dialog).findAllByTestId('tournament-entry');
    expect(rows).toHaveLength(20);
    expect(within(dialog).getByText('200 teams entered · 200 confirmed')).toBeTruthy();
    const pager = within(dialog).getByRole('navigation', { name: 'Entry pages' });
    expect(within(pager).getByText('Page 1 of 10')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText('Player 21 & Layla Farouk')).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 10')).toBeTruthy();
    expect(within(dialog).getAllByRole('list', { name: 'Entries' })[0]?.getAttribute('start')).toBe('21');
    expect(api.calls.map((call) => call.path).filter((path) => path.includes('/entries'))).toEqual([
      '/api/tournaments/h1/entries?page=1&limit=20',
      '/api/tournaments/h1/entries?page=2&limit=20',
    ]);
  });

  test('when the entries fit on one page, then no pager shows', async () => {
    list({ [MY_TOURNAMENTS]: myPage([tournament()]), 'GET /api/tournaments/h1/entries': entriesPage(entries(1, 3)) });

    const dialog = await openEntries();
    await within(dialog).findAllByTestId('tournament-entry');

    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });

  test('when the dashboard is in Arabic, then the entries pager is named and counts in Arabic', async () => {
    renderAsPartner(
      <MyTournaments />,
      {
        [MY_TOURNAMENTS]: myPage([tournament({ entry_counts: { total: 200, confirmed: 200 } })]),
        'GET /api/tournaments/h1/entries': entriesPage(entries(1, 20), counts),
      },
      'ar',
    );

    fireEvent.click(await screen.findByRole('button', { name: /Sharjah Corniche Classic/ }));
    const nav = await screen.findByRole('navigation', { name: 'صفحات التسجيلات' });
    expect(within(nav).getByText('الصفحة 1 من 10')).toBeTruthy();
  });
});
