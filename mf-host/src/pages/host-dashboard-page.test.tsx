import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignInGate } from '@padel/platform';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { entriesPage, entry, errorOf, field, MY_TOURNAMENTS, myPage, partner, tournament } from '../../test/fixtures';
import { catalogOf, englishTextsIn } from '../../test/intl';
import { TOURNAMENT_RULES } from '../features/create-tournament/components/rules-card';
import { HostDashboardPage } from './host-dashboard-page';

function renderPage(auth: Parameters<typeof renderWithPlatform>[1]['auth'], language: 'en' | 'ar' = 'en') {
  return renderWithPlatform(
    <SignInGate>
      <HostDashboardPage />
    </SignInGate>,
    { auth, language },
  );
}

async function renderDashboard(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [MY_TOURNAMENTS]: myPage([tournament()]), ...routes });
  const rendered = renderPage(partner());
  await screen.findByRole('heading', { name: 'My Tournaments' });
  return { api, ...rendered };
}

/** Fills the required fields (by their labels in the page's language) with the Refused Cup and submits the form. */
async function createRefusedCup(labels: { title: string; start: string; city: string; submit: string }) {
  fireEvent.input(field(labels.title), { target: { value: 'Refused Cup' } });
  fireEvent.input(field(labels.start), { target: { value: '2099-06-01' } });
  fireEvent.input(field(labels.city), { target: { value: 'Dubai' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  });
}

describe('Host dashboard', () => {
  test('when signed out, then Sign In Required shows a Sign In button', () => {
    renderPage({ status: 'signed-out' });

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  test('when signed in without the partner role, then Access Restricted is shown and nothing is fetched', () => {
    const api = fakeApi({});
    renderPage(signedIn('00000000-0000-4000-8000-000000000002', 'omar@padel.local', ['user', 'player']));

    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText("Only the organizers' organization hosts tournaments.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create Tournament' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  test('when signed out, then no organizer tool shows and nothing is fetched', () => {
    const api = fakeApi({});
    renderPage({ status: 'signed-out' });

    expect(screen.getByText('Please sign in to access this page.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create Tournament' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My Tournaments' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  test('when signed in as an admin without the partner role, then Access Restricted is shown too and nothing is fetched', () => {
    const api = fakeApi({});
    renderPage(signedIn('00000000-0000-4000-8000-000000000009', 'admin@padel.local', ['user', 'admin']));

    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My Tournaments' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tournament Rules' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  test('when a partner opens it, then the page is titled Host Dashboard and shows the form, My Tournaments and the rules', async () => {
    await renderDashboard();

    expect(document.title).toBe('Host Dashboard · Padel League');
    expect(screen.getByRole('form', { name: 'Create Tournament' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My Tournaments' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tournament Rules' })).toBeTruthy();
  });

  test('when a partner opens it, then the form has its defaults, the levels are labelled and the rules are shown', async () => {
    await renderDashboard();

    expect(screen.getByRole('heading', { name: 'Host Dashboard' })).toBeTruthy();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('bronze');
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('D');
    expect(
      within(screen.getByLabelText('Level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['C Level (Best of 3 sets)', 'D Level (One set)']);
    expect(field('Country').value).toBe('United Arab Emirates');
    expect(
      within(screen.getByRole('region', { name: 'Tournament Rules' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TOURNAMENT_RULES.map((rule) => catalogOf.en[rule]));
  });

  test('when the partner has tournaments, then each shows title, status badge, category and level, dates and place', async () => {
    await renderDashboard({
      [MY_TOURNAMENTS]: myPage([
        tournament(),
        tournament({
          id: 'h2',
          title: 'Ajman Sands Cup',
          status: 'draft',
          end_date: null,
          level: 'D',
          category: 'bronze',
          entry_counts: { total: 3, confirmed: 2 },
        }),
      ]),
    });

    const items = await screen.findAllByTestId('my-tournament');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sharjah Corniche ClassicPublishedGold · C LevelApril 10, 2099 – April 12, 2099Sharjah, United Arab EmiratesNo entries yetView entries',
      'Ajman Sands CupDraftBronze · D LevelApril 10, 2099Sharjah, United Arab Emirates3 teams entered · 2 confirmedView entries',
    ]);
  });

  test('when View entries is pressed, then the dialog lists each team in entry order with its status', async () => {
    const { api } = await renderDashboard({
      [MY_TOURNAMENTS]: myPage([tournament({ entry_counts: { total: 2, confirmed: 1 } })]),
      'GET /api/tournaments/h1/entries': entriesPage([
        entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'),
        entry(2, ['Khalid Rahman', null], 'pending_both'),
      ]),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'View entries of Sharjah Corniche Classic' }));

    const dialog = screen.getByRole('dialog', { name: 'Entries: Sharjah Corniche Classic' });
    const rows = await within(dialog).findAllByTestId('tournament-entry');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Omar Haddad & Layla FaroukGold · C LevelConfirmedReject',
      'Khalid Rahman & Unknown PlayerGold · C LevelAwaiting partnerReject',
    ]);
    expect(within(dialog).getByText('2 teams entered · 1 confirmed')).toBeTruthy();
    expect(api.callsTo('GET /api/tournaments/h1/entries?page=1&limit=20')).toHaveLength(1);
  });

  test('when a tournament has no entries, then its dialog says so', async () => {
    await renderDashboard({ 'GET /api/tournaments/h1/entries': entriesPage([]) });

    fireEvent.click(await screen.findByRole('button', { name: 'View entries of Sharjah Corniche Classic' }));

    expect(await screen.findByText('No teams have entered this tournament yet.')).toBeTruthy();
  });

  test('when the partner has none, then the list says so', async () => {
    await renderDashboard({ [MY_TOURNAMENTS]: myPage([]) });

    expect(await screen.findByText('You have not created any tournaments yet.')).toBeTruthy();
  });

  test('when the form is sent empty, then title, start date, city and country are required and nothing is sent', async () => {
    const { api } = await renderDashboard();
    fireEvent.change(field('Country'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));

    expect(errorOf('Title')).toBe('Title is required');
    expect(errorOf('Start Date')).toBe('Start date is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('Country')).toBe('Country is required');
    expect(api.callsTo('POST /api/tournaments')).toHaveLength(0);
  });

  test('when the end date is before the start, then it is refused', async () => {
    const { api } = await renderDashboard();
    fireEvent.input(field('Title'), { target: { value: 'Backwards Cup' } });
    fireEvent.input(field('Start Date'), { target: { value: '2099-05-10' } });
    fireEvent.input(field('End Date (optional)'), { target: { value: '2099-05-09' } });
    fireEvent.input(field('City'), { target: { value: 'Dubai' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));

    expect(errorOf('End Date (optional)')).toBe('End date must not be before the start date');
    expect(api.callsTo('POST /api/tournaments')).toHaveLength(0);
  });

  test('when the entry window ends on or after the start, or opens after it ends, then the field says why', async () => {
    const { api } = await renderDashboard();
    fireEvent.input(field('Title'), { target: { value: 'Window Cup' } });
    fireEvent.input(field('Start Date'), { target: { value: '2099-05-10' } });
    fireEvent.input(field('City'), { target: { value: 'Dubai' } });
    fireEvent.input(field('Last Day for Entries (optional)'), { target: { value: '2099-05-10' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(errorOf('Last Day for Entries (optional)')).toBe('Entry close must be before the start date');

    fireEvent.input(field('Entries Open (optional)'), { target: { value: '2099-05-08' } });
    fireEvent.input(field('Last Day for Entries (optional)'), { target: { value: '2099-05-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(errorOf('Last Day for Entries (optional)')).toBe('Entry close must be after entry open');
    expect(api.callsTo('POST /api/tournaments')).toHaveLength(0);
  });

  test('when an entry window is given, then it is sent from the opening day to the end of the last day, Dubai time', async () => {
    const { api } = await renderDashboard({
      'POST /api/tournaments': { status: 201, body: { message: 'Tournament created', tournament: tournament({ id: 'h4' }) } },
    });
    fireEvent.input(field('Title'), { target: { value: 'Window Cup' } });
    fireEvent.input(field('Start Date'), { target: { value: '2099-05-10' } });
    fireEvent.input(field('City'), { target: { value: 'Dubai' } });
    fireEvent.input(field('Entries Open (optional)'), { target: { value: '2099-04-01' } });
    fireEvent.input(field('Last Day for Entries (optional)'), { target: { value: '2099-05-07' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    });

    await waitFor(() =>
      expect(api.callsTo('POST /api/tournaments')[0]?.body).toMatchObject({
        entry_open_at: '2099-03-31T20:00:00.000Z',
        entry_close_at: '2099-05-07T20:00:00.000Z',
      }),
    );
  });

  test('when a valid tournament is created, then it is posted as published, Tournament Created! is toasted and the lists refresh', async () => {
    const created = tournament({
      id: 'h3',
      title: 'Fujairah Beach Open',
      category: 'silver',
      level: 'D',
      city: 'Fujairah',
      end_date: null,
    });
    const { api, toasts } = await renderDashboard({
      'POST /api/tournaments': { status: 201, body: { message: 'Tournament created', tournament: created } },
    });
    fireEvent.input(field('Title'), { target: { value: '  Fujairah Beach Open ' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'silver' } });
    fireEvent.input(field('Start Date'), { target: { value: '2099-06-01' } });
    fireEvent.input(field('City'), { target: { value: 'Fujairah' } });
    api.route(MY_TOURNAMENTS, myPage([created, tournament()]));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    });

    await waitFor(() => {
      expect(api.callsTo('POST /api/tournaments').map((call) => call.body)).toEqual([
        {
          title: 'Fujairah Beach Open',
          category: 'silver',
          level: 'D',
          max_teams: null,
          entry_fee: null,
          start_date: '2099-06-01',
          end_date: null,
          city: 'Fujairah',
          country: 'United Arab Emirates',
          status: 'published',
        },
      ]);
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Tournament Created!', description: 'Your tournament has been published' });
      expect(field('Title').value).toBe('');
    });
    expect((await screen.findAllByTestId('my-tournament')).map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Fujairah Beach Open',
      'Sharjah Corniche Classic',
    ]);
  });

  test('while the tournament is being created, then the submit button is disabled', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    await renderDashboard();
    const slowFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = ({ status, body }) =>
              resolve({ ok: status < 300, status, statusText: 'OK', text: async () => JSON.stringify(body) } as Response);
          })
        : slowFetch(input, init)) as typeof fetch;
    fireEvent.input(field('Title'), { target: { value: 'Slow Cup' } });
    fireEvent.input(field('Start Date'), { target: { value: '2099-06-01' } });
    fireEvent.input(field('City'), { target: { value: 'Dubai' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    });

    const busy = screen.getByRole('button', { name: 'Creating...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => answer({ status: 201, body: { message: 'ok', tournament: tournament() } }));
    expect((screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('when creating fails, then an Error toast carries the server message', async () => {
    const { toasts } = await renderDashboard({
      'POST /api/tournaments': { status: 403, body: { error: 'Only partners can create tournaments' } },
    });
    await createRefusedCup({ title: 'Title', start: 'Start Date', city: 'City', submit: 'Create Tournament' });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Error',
        description: 'Only partners can create tournaments',
        variant: 'destructive',
      });
    });
  });
});

describe('Host dashboard in Arabic', () => {
  async function renderArabicDashboard(routes: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi({
      [MY_TOURNAMENTS]: myPage([
        tournament({ entry_counts: { total: 2, confirmed: 1 } }),
        tournament({ id: 'h2', title: 'Ajman Sands Cup', status: 'draft', end_date: null }),
      ]),
      ...routes,
    });
    const rendered = renderPage(partner(), 'ar');
    await screen.findByRole('heading', { name: 'بطولاتي' });
    return { api, ...rendered };
  }

  test('when a partner opens it in Arabic, then the page, the form, My Tournaments and the rules are in Arabic and no English text of the catalog shows', async () => {
    await renderArabicDashboard();

    expect(document.title).toMatch(/^لوحة المنظّم · /);
    expect(screen.getByRole('heading', { name: 'لوحة المنظّم' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'إنشاء بطولة' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'قواعد البطولة' })).toBeTruthy();
    expect(
      within(screen.getByLabelText('المستوى'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['المستوى C (الفوز بمجموعتين من ثلاث)', 'المستوى D (مجموعة واحدة)']);
    expect(await screen.findByRole('button', { name: 'إغلاق التسجيل وإجراء القرعة: Ajman Sands Cup' })).toBeTruthy();
    expect(englishTextsIn(document.body.textContent ?? '')).toEqual([]);
  });

  test('when the partner has tournaments, then the status, tier, dates, country and counts are said in Arabic with Western digits; titles and cities stay as entered', async () => {
    await renderArabicDashboard();

    const [first, second] = await screen.findAllByTestId('my-tournament');
    const day = (date: string) =>
      new Intl.DateTimeFormat('ar-AE-u-nu-latn', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect(first?.textContent).toBe(
      `Sharjah Corniche Classicمنشورةالفئة الذهبية · المستوى C${day('2099-04-10')} – ${day('2099-04-12')}` +
        'Sharjah، الإمارات العربية المتحدةفريقان مسجّلان · المؤكَّد: 1عرض التسجيلات',
    );
    expect(day('2099-04-10')).toMatch(/^10 أبريل 2099$/);
    expect(second?.textContent).toContain('مسودة');
  });

  test('when the entries dialog is opened in Arabic, then its title, statuses and an unknown member are in Arabic', async () => {
    await renderArabicDashboard({
      'GET /api/tournaments/h1/entries': entriesPage([
        entry(1, ['Omar Haddad', 'Layla Farouk'], 'confirmed'),
        entry(2, ['Khalid Rahman', null], 'pending_both'),
      ]),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'عرض تسجيلات Sharjah Corniche Classic' }));

    const dialog = screen.getByRole('dialog', { name: 'التسجيلات: Sharjah Corniche Classic' });
    const rows = await within(dialog).findAllByTestId('tournament-entry');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Omar Haddad وLayla Faroukالفئة الذهبية · المستوى Cمؤكَّدرفض',
      'Khalid Rahman ولاعب غير معروفالفئة الذهبية · المستوى Cبانتظار الشريكرفض',
    ]);
  });

  test("when the form is sent empty in Arabic, then the schema's messages show in Arabic under their fields", async () => {
    renderPage(partner(), 'ar');
    fakeApi({ [MY_TOURNAMENTS]: myPage([]) });
    fireEvent.change(field('الدولة'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'إنشاء البطولة' }));

    expect(errorOf('اسم البطولة')).toBe('اسم البطولة مطلوب');
    expect(errorOf('تاريخ البداية')).toBe('تاريخ البداية مطلوب');
    expect(errorOf('المدينة')).toBe('المدينة مطلوبة');
    expect(errorOf('الدولة')).toBe('الدولة مطلوبة');
  });

  test('when creating fails in Arabic with a message the catalog does not know, then the toast says it failed in Arabic', async () => {
    const { toasts } = await renderArabicDashboard({
      'POST /api/tournaments': { status: 403, body: { error: 'Only partners can create tournaments' } },
    });
    await createRefusedCup({ title: 'اسم البطولة', start: 'تاريخ البداية', city: 'المدينة', submit: 'إنشاء البطولة' });

    await waitFor(() => {
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'خطأ', description: 'تعذّر إنشاء البطولة', variant: 'destructive' });
    });
  });
});
