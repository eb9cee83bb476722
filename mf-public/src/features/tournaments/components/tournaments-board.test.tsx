import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Team, TournamentListItem } from '@padel/contracts';
import { linkedPlayerKey, writeLinkedPlayer } from '@padel/platform';
import { queryKeyOf, queryKeyWith, tournamentPageParams } from '@padel/api';
import { listPage } from '@padel/api/testing';
import { TOURNAMENT_PAGE_SIZE } from '../lib/tournament-filters';
import { statValue } from '../../../../test/queries';
import { omar, renderWithPlatform, stubFetch } from '../../../../test/render';
import { countsOf, HOME_TOURNAMENT_QUERIES, tournamentItem } from '../../../../test/tournaments';
import { LatestChampions, LiveTournaments, UpcomingTournaments } from './home-tournaments';
import { TournamentsBoard } from './tournaments-board';

const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';

const tournament = tournamentItem;

const tournaments = [
  tournament({}),
  tournament({ id: 'abu-dhabi', name: 'Abu Dhabi Masters', status: 'Live', tier: 'major', startDate: '2025-12-01', endDate: '2025-12-03' }),
  tournament({ id: 'sharjah', name: 'Sharjah Classic', status: 'Live', tier: 'silver', startDate: '2025-12-02', endDate: '2025-12-04' }),
  tournament({ id: 'rak', name: 'RAK Beach Cup', status: 'Completed', tier: null, startDate: '2025-10-01', endDate: '2025-10-01' }),
];

const team: Team = {
  id: 'team-1',
  player1: omar.id,
  player2: layla,
  status: 'confirmed',
  player1_profile: { id: omar.id, full_name: 'Omar Haddad' },
  player2_profile: { id: layla, full_name: 'Layla Farouk' },
};

/** The first page of the Tournaments page (no filter) answered with `list`, in the cache: the key the board asks. */
const boardPage = (list: TournamentListItem[] = tournaments): [readonly unknown[], unknown] => [
  queryKeyWith('/tournaments', tournamentPageParams({ limit: TOURNAMENT_PAGE_SIZE })),
  listPage(list, { limit: TOURNAMENT_PAGE_SIZE, counts: countsOf(list) }),
];

/** Home's sections in the cache: each status's page (as the service filters it) answered from `list`. */
const homePages = (list: TournamentListItem[]): Array<[readonly unknown[], unknown]> =>
  HOME_TOURNAMENT_QUERIES.map(([status, limit]) => [
    queryKeyWith('/tournaments', tournamentPageParams({ status, limit })),
    listPage(
      list.filter((item) => item.status === status),
      { limit, counts: countsOf(list) },
    ),
  ]);

/** A visitor's Tournaments page with these tournaments in the cache. */
const renderBoard = (list: TournamentListItem[] = tournaments) => renderWithPlatform(<TournamentsBoard />, { data: [boardPage(list)] });

function openDubaiOpen() {
  fireEvent.click(screen.getByRole('button', { name: 'View Details: Dubai Padel Open' }));
  return screen.getByRole('dialog', { name: 'Dubai Padel Open' });
}

/** A Major: its entries' category is gold, played at level C. */
const major = tournament({ tier: 'major', category: 'gold', level: 'C' });

/** Omar, a linked player (with a confirmed team unless `teams` says otherwise), presses Register Now on the Dubai Padel Open. */
async function openRegistrationWithTeam({
  list = [major, ...tournaments.slice(1)],
  teams = [team],
}: { list?: TournamentListItem[]; teams?: Team[] } = {}) {
  writeLinkedPlayer(omar.id, { id: omar.id, name: 'Omar Haddad' });
  const { toasts } = renderWithPlatform(<TournamentsBoard />, {
    auth: { status: 'signed-in', user: omar },
    data: [boardPage(list), [queryKeyOf('/teams/me'), teams]],
  });
  fireEvent.click(within(openDubaiOpen()).getByRole('button', { name: 'Register Now' }));
  return { toasts, dialog: await screen.findByRole('dialog', { name: 'Register for Tournament' }) };
}

/** Omar's profile before he registered as a player (signed up only). */
const notYetPlayer = (fullName: string) => ({
  id: omar.id,
  full_name: fullName,
  email: omar.email,
  role: 'player',
  points: 0,
  wins: 0,
  losses: 0,
  matches_played: 0,
  titles_won: 0,
  registered_player: false,
});

describe('TournamentsBoard', () => {
  beforeEach(() => localStorage.clear());

  test('when tournaments are loaded, then stat cards count each status and the three groups are shown', () => {
    renderBoard();

    expect([statValue('Live Now'), statValue('Upcoming'), statValue('Completed')]).toEqual(['2', '1', '1']);
    expect(screen.getByRole('heading', { name: /Live Tournaments/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Upcoming Tournaments/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Past Tournaments/ })).toBeTruthy();
    const rak = screen.getAllByTestId('tournament-card').find((card) => card.textContent?.includes('RAK Beach Cup')) as HTMLElement;
    expect(within(rak).getByText('October 1, 2025')).toBeTruthy();
    expect(within(rak).queryByText(/Gold|Silver|Bronze|Major/)).toBeNull();
  });

  test('when there are no tournaments, then the empty text is shown', () => {
    renderBoard([]);

    expect(screen.getByText('No tournaments available at this time.')).toBeTruthy();
  });

  test('when a live tournament is opened, then the dialog has tier and LIVE badges, dates and the in-progress text, no Register Now', () => {
    renderBoard();

    fireEvent.click(screen.getByRole('button', { name: 'View Details: Abu Dhabi Masters' }));

    const dialog = screen.getByRole('dialog', { name: 'Abu Dhabi Masters' });
    expect(within(dialog).getByText('Major')).toBeTruthy();
    expect(within(dialog).getByText('LIVE')).toBeTruthy();
    expect(within(dialog).getByText('December 1, 2025')).toBeTruthy();
    expect(within(dialog).getByText('December 3, 2025')).toBeTruthy();
    expect(within(dialog).getByTestId('tournament-status-text').textContent).toMatch(/in progress and matches are being played/);
    expect(within(dialog).queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  test('when a visitor presses Register Now, then the shell sign-in dialog is asked for', () => {
    const { signIns } = renderBoard();
    const dialog = openDubaiOpen();
    expect(within(dialog).getByText('January 5, 2026')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Now' }));

    expect(signIns.count).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('when the visitor then signs in from the sign-in dialog, then the registration of that tournament opens', async () => {
    writeLinkedPlayer(omar.id, { id: omar.id, name: 'Omar Haddad' });
    const { signIns, authState } = renderWithPlatform(<TournamentsBoard />, {
      data: [boardPage(), [queryKeyOf('/teams/me'), [team]]],
    });
    fireEvent.click(within(openDubaiOpen()).getByRole('button', { name: 'Register Now' }));

    act(() => {
      authState.set({ status: 'signed-in', user: omar });
      signIns.onSignedIn?.();
    });

    const dialog = await screen.findByRole('dialog', { name: 'Register for Tournament' });
    expect(within(dialog).getByText('Enter Dubai Padel Open with your team.')).toBeTruthy();
  });

  test.each([
    ['has not opened', { entryOpenAt: '2999-01-01T20:00:00.000Z' }, 'Entries open on January 2, 2999'],
    ['has closed', { entryOpenAt: '2000-01-01T00:00:00.000Z', entryCloseAt: '2000-02-01T00:00:00.000Z' }, 'Entries closed'],
  ])('when the entry window %s, then the dialog says only that and Register Now is disabled', (_state, window, note) => {
    renderBoard([tournament(window)]);

    const dialog = openDubaiOpen();

    expect(within(dialog).getByTestId('tournament-status-text').textContent).toBe(note);
    expect(within(dialog).queryByText(/Registration is open/)).toBeNull();
    expect(within(dialog).getAllByText(/^Entries/)).toHaveLength(1);
    expect((within(dialog).getByRole('button', { name: 'Register Now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('when the entry window is open, then the dialog says that registration is open and Register Now is enabled', () => {
    renderBoard([tournament({ entryOpenAt: '2000-01-01T00:00:00.000Z', entryCloseAt: '2999-01-01T00:00:00.000Z' })]);

    const dialog = openDubaiOpen();

    expect(within(dialog).getByTestId('tournament-status-text').textContent).toMatch(/^Registration is open\./);
    expect(within(dialog).queryByTestId('entry-window-note')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Register Now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('when a signed-in user without a player registers, then Create Your Player Profile asks for name and country first', async () => {
    renderWithPlatform(<TournamentsBoard />, {
      auth: { status: 'signed-in', user: omar },
      data: [boardPage(), [queryKeyOf('/profile/me'), notYetPlayer('')]],
    });

    const details = openDubaiOpen();
    await act(async () => {
      fireEvent.click(within(details).getByRole('button', { name: 'Register Now' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Your Player Profile' });
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'O' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Player Profile' }));

    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('Country is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "I'll do this later" }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('when the player profile is created, then Success! shows, the player is linked and the registration dialog follows', async () => {
    const requests = stubFetch({
      'GET /api/profile/me': [200, notYetPlayer('Omar Haddad')],
      'POST /api/players': [
        201,
        {
          message: 'Player registered successfully',
          id: omar.id,
          ranking: null,
          name: 'Omar Haddad',
          country: 'Jordan',
          points: 0,
          wins: 0,
          losses: 0,
          strongHand: null,
          courtSide: null,
          height: null,
          photoUrl: null,
          partnerId: null,
          partnerName: null,
          matchesPlayed: 0,
          titlesWon: 0,
        },
      ],
      'GET /api/teams/me': [200, []],
    });
    const { toasts } = renderWithPlatform(<TournamentsBoard />, {
      auth: { status: 'signed-in', user: omar },
      data: [boardPage()],
    });
    const details = openDubaiOpen();
    await act(async () => {
      fireEvent.click(within(details).getByRole('button', { name: 'Register Now' }));
    });
    const profileDialog = await screen.findByRole('dialog', { name: 'Create Your Player Profile' });
    fireEvent.input(within(profileDialog).getByLabelText('Name'), { target: { value: 'Omar Haddad' } });
    fireEvent.change(within(profileDialog).getByLabelText('Country'), { target: { value: 'Jordan' } });

    await act(async () => {
      fireEvent.click(within(profileDialog).getByRole('button', { name: 'Create Player Profile' }));
    });

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Omar Haddad', country: 'Jordan', strongHand: null, height: null, points: 0, wins: 0 });
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Success!' });
    expect(JSON.parse(localStorage.getItem(linkedPlayerKey(omar.id)) ?? 'null')).toEqual({ id: omar.id, name: 'Omar Haddad' });
    const registration = await screen.findByRole('dialog', { name: 'Register for Tournament' });
    await within(registration).findByText('No Confirmed Teams');
    expect(within(registration).getByText('You need to create a confirmed team before registering')).toBeTruthy();
  });

  test('when a linked player picks a team for a Major, then its tier and level are facts and the POST sends Major and its level', async () => {
    const requests = stubFetch({
      'POST /api/tournament-registrations': [
        201,
        {
          message: 'Registration created',
          registration: {
            id: 'r1',
            tournamentId: 'dubai-open',
            teamId: 'team-1',
            tier: 'major',
            level: 'C',
            player1Confirmed: true,
            player2Confirmed: false,
          },
        },
      ],
    });
    const { toasts, dialog } = await openRegistrationWithTeam();
    const confirm = () => within(dialog).getByRole('button', { name: 'Confirm Registration' }) as HTMLButtonElement;

    const facts = within(dialog).getByTestId('registration-facts');
    expect(within(facts).getByText('Major')).toBeTruthy();
    expect(within(facts).getByText('C Advanced Players')).toBeTruthy();
    expect(within(dialog).queryByText(/Bronze/)).toBeNull();
    // No Tier or Level to choose: the team is the only choice.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['team-1']);
    expect(confirm().disabled).toBe(true);
    fireEvent.blur(within(dialog).getByRole('radio', { name: 'You & Layla Farouk' }));
    expect(within(dialog).getByText('Please select a team')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'You & Layla Farouk' }));
    expect(within(dialog).queryByText('Please select a team')).toBeNull();
    expect(confirm().disabled).toBe(false);

    await act(async () => {
      fireEvent.click(confirm());
    });

    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/tournament-registrations',
      body: { tournamentId: 'dubai-open', teamId: 'team-1', tier: 'major', level: 'C' },
    });
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Registration Initiated!',
      description: 'Your partner must also confirm to complete registration for the tournament.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('when the registration is refused, then Registration Failed shows the reason and the dialog stays', async () => {
    stubFetch({ 'POST /api/tournament-registrations': [409, { error: 'This team is already entered in this tournament' }] });
    const { toasts, dialog } = await openRegistrationWithTeam();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'You & Layla Farouk' }));

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Registration' }));
    });

    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Registration Failed',
      description: 'This team is already entered in this tournament',
      variant: 'destructive',
    });
    expect(screen.getByRole('dialog', { name: 'Register for Tournament' })).toBeTruthy();
  });

  test('when the tournament names no level (an older answer), then none is chosen or sent: the server takes its own', async () => {
    const requests = stubFetch({
      'POST /api/tournament-registrations': [409, { error: 'This team is already entered in this tournament' }],
    });
    const { dialog } = await openRegistrationWithTeam({ list: tournaments });

    expect(within(within(dialog).getByTestId('registration-facts')).getByText('Gold')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Level')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'You & Layla Farouk' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Registration' }));
    });

    expect(requests[0]?.body).toEqual({ tournamentId: 'dubai-open', teamId: 'team-1', tier: 'gold' });
  });

  test('when the player has no confirmed team, then No Confirmed Teams shows with the link to My Teams and Confirm disabled', async () => {
    const { dialog } = await openRegistrationWithTeam({ teams: [{ ...team, status: 'pending' }] });

    expect(within(dialog).getByText('No Confirmed Teams')).toBeTruthy();
    expect(within(dialog).getByText('You need to create a confirmed team before registering')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to My Teams' }).getAttribute('href')).toBe('/my-teams');
    expect(within(dialog).queryByRole('group', { name: 'Team' })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Confirm Registration' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});

describe('links to the tournament page', () => {
  test('when a card or its detail dialog is shown, then its name and View tournament lead to /tournaments/<id>', () => {
    renderBoard();

    expect(screen.getByRole('link', { name: 'RAK Beach Cup' }).getAttribute('href')).toBe('/tournaments/rak');
    const dialog = openDubaiOpen();
    expect(within(dialog).getByRole('link', { name: 'View tournament' }).getAttribute('href')).toBe('/tournaments/dubai-open');
  });
});

describe('Home tournament sections', () => {
  test('when several are live, then the first is in the quarter finals and the others in the round of 16', () => {
    renderWithPlatform(<LiveTournaments />, { data: homePages(tournaments) });

    const cards = screen.getAllByTestId('live-tournament-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Quarter Finals in progress'),
      expect.stringContaining('Round of 16 ongoing'),
    ]);
  });

  test('when a live tournament has a draw, then its Now line is the round being played, and its name links to its page', () => {
    const drawn = [
      tournament({ id: 'abu-dhabi', name: 'Abu Dhabi Masters', status: 'Live', startDate: '2025-12-01', currentRound: 'semi-final' }),
      tournaments[2]!,
    ];
    renderWithPlatform(<LiveTournaments />, { data: homePages(drawn) });

    const cards = screen.getAllByTestId('live-tournament-card');
    expect(cards[0]?.textContent).toContain('Now: Semi Finals in progress');
    expect(cards[1]?.textContent).toContain('Now: Round of 16 ongoing');
    expect(within(cards[0]!).getByRole('link', { name: 'Abu Dhabi Masters' }).getAttribute('href')).toBe('/tournaments/abu-dhabi');
  });

  test('when finals are finished, then Latest Champions shows the three most recent completed tournaments with their champions, linked to their pages', () => {
    const done = (id: string, endDate: string, champion?: string) =>
      tournament({ id, name: `Cup ${id}`, status: 'Completed', startDate: '2025-09-01', endDate, ...(champion ? { champion } : {}) });
    const list = [
      ...tournaments,
      done('a', '2025-11-01', 'Noura Al Mansouri / Layla Farouk'),
      done('b', '2025-11-20', 'Omar Haddad / Karim Nasser'),
      done('c', '2025-10-15', 'Player 1a / Player 1b'),
      done('d', '2025-12-05'),
      done('e', '2025-09-01', 'Oldest Champion / Partner'),
    ];
    renderWithPlatform(<LatestChampions />, { data: homePages(list) });

    const cards = screen.getAllByTestId('tournament-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cup b', 'Cup a', 'Cup c']);
    expect(cards.map((card) => within(card).getByTestId('tournament-champion').textContent)).toEqual([
      'Champion: Omar Haddad / Karim Nasser',
      'Champion: Noura Al Mansouri / Layla Farouk',
      'Champion: Player 1a / Player 1b',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Cup b' }).getAttribute('href')).toBe('/tournaments/b');
  });

  test('when no final is finished, then Latest Champions says none is crowned yet, and no card shows a champion', () => {
    renderWithPlatform(
      <>
        <LatestChampions />
        <UpcomingTournaments />
      </>,
      { data: homePages(tournaments) },
    );

    expect(screen.getByText('No champions crowned yet.')).toBeTruthy();
    expect(screen.queryByTestId('tournament-champion')).toBeNull();
  });

  test('when nothing is live or upcoming, then the empty texts are shown', () => {
    renderWithPlatform(
      <>
        <LiveTournaments />
        <UpcomingTournaments />
      </>,
      { data: homePages([tournaments[3]!]) },
    );

    expect(screen.getByText('No live tournaments at the moment.')).toBeTruthy();
    expect(screen.getByText('No upcoming tournaments scheduled.')).toBeTruthy();
  });

  describe('in Arabic', () => {
    test('when the board opens in Arabic, then stats, groups with their counted tournaments, tiers and days are Arabic with Western digits', () => {
      renderWithPlatform(<TournamentsBoard />, { data: [boardPage()], language: 'ar' });

      expect([statValue('مباشر الآن'), statValue('قادمة'), statValue('منتهية')]).toEqual(['2', '1', '1']);
      expect(screen.getByRole('heading', { name: /البطولات المباشرة/ })).toBeTruthy();
      expect(screen.getByLabelText('بطولتان')).toBeTruthy();
      expect(screen.getAllByLabelText('بطولة واحدة')).toHaveLength(2);
      const rak = screen.getAllByTestId('tournament-card').find((card) => card.textContent?.includes('RAK Beach Cup')) as HTMLElement;
      expect(within(rak).getByText('1 أكتوبر 2025')).toBeTruthy();
      // One Major badge on the cards; the tier filter offers Major in Arabic too.
      expect(screen.getAllByText('الكبرى', { selector: 'span' })).toHaveLength(1);
      expect(within(screen.getByRole('combobox', { name: 'الفئة' })).getByRole('option', { name: 'الكبرى' })).toBeTruthy();
      expect(screen.getAllByText('مباشر').length).toBeGreaterThan(0);
    });

    test('when a linked player registers in Arabic, then the form, its teams, facts and validation message are Arabic', async () => {
      writeLinkedPlayer(omar.id, { id: omar.id, name: 'Omar Haddad' });
      renderWithPlatform(<TournamentsBoard />, {
        auth: { status: 'signed-in', user: omar },
        data: [boardPage([major, ...tournaments.slice(1)]), [queryKeyOf('/teams/me'), [team]]],
        language: 'ar',
      });
      fireEvent.click(screen.getByRole('button', { name: 'عرض التفاصيل: Dubai Padel Open' }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Dubai Padel Open' })).getByRole('button', { name: 'سجّل الآن' }));
      const dialog = await screen.findByRole('dialog', { name: 'التسجيل في البطولة' });

      const teams = within(dialog).getByRole('group', { name: 'الفريق' });
      expect(
        within(teams)
          .getAllByRole('radio')
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual(['أنت وLayla Farouk']);
      const facts = within(dialog).getByTestId('registration-facts');
      expect(within(facts).getByText('الكبرى')).toBeTruthy();
      expect(within(facts).getByText('C اللاعبون المتقدمون')).toBeTruthy();
      fireEvent.blur(within(teams).getByRole('radio'));
      expect(within(dialog).getByText('يرجى اختيار فريق')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'تأكيد التسجيل' })).toBeTruthy();
    });
  });
});
