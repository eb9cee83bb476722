import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invitation, RankingEntry, Team } from '@padel/contracts';
import { fakeApi, holdRequests, line, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { confirmedTeam, playerRanking, rankingEntry, rankingPage, rankingResult } from '@padel/api/testing';
import { statValue } from '../../../../test/queries';
import { LocationProbe } from '../../../../test/location';
import { RankingsPage } from '../../../pages/rankings-page';

const omarId = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';
const laylaId = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';

const omar = rankingEntry({
  id: omarId,
  full_name: 'Omar Haddad',
  country: 'Jordan',
  ranking: 1,
  points: 3100,
  previous_ranking: 3,
  change: 2,
});
const layla = rankingEntry({ ranking: 2, previous_ranking: 1, movement: 'down', change: -1 });
const sara = rankingEntry({
  id: 'sara',
  full_name: 'Sara Nasser',
  country: 'UAE',
  ranking: 3,
  points: 900,
  previous_ranking: 3,
  movement: 'same',
  change: 0,
});
const khalid = rankingEntry({
  id: 'khalid',
  full_name: 'Khalid Rahman',
  country: 'Qatar',
  ranking: 4,
  points: 90,
  previous_ranking: null,
  movement: 'new',
  change: 0,
});
const newcomer = rankingEntry({
  id: 'nobody-yet',
  full_name: '',
  country: null,
  ranking: null,
  points: 0,
  previous_ranking: null,
  movement: null,
  change: 0,
  matches_played: 0,
  wins: 0,
  losses: 0,
  titles_won: 0,
});
const everyone = [omar, layla, sara, khalid, newcomer];
const stats = { total_players: 5, total_matches: 20, average_win_rate: 0.775 };

const FIRST_PAGE = 'GET /api/rankings?page=1&limit=20';
const profile = (entry: RankingEntry, details = {}) => ({
  body: { ...entry, name: entry.full_name, strong_hand: null, court_side: null, height: null, ...details },
});

/** The Rankings page at `url` with the first page (everyone) and whatever further routes the test needs. */
function openRankings({ url = '/rankings', auth = { status: 'signed-out' as const }, routes = {}, language = 'en' as 'en' | 'ar' } = {}) {
  const api = fakeApi({ [FIRST_PAGE]: { body: rankingPage(everyone, { stats }) }, ...routes });
  const rendered = renderWithPlatform(
    <>
      <RankingsPage />
      <LocationProbe />
    </>,
    { auth, url, language },
  );
  return { api, ...rendered };
}

const cards = () => screen.getAllByTestId('player-card');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);
const location = () => screen.getByTestId('location').textContent;
const search = () => screen.getByRole('searchbox', { name: 'Search players' });

/** Layla's explanation: two counting results (2,840 points), one outside the best 6, up from 2,480 points. */
const laylaExplained = playerRanking(rankingEntry(), {
  previous_points: 2480,
  counting: [
    rankingResult({
      tournament_id: 't7',
      tournament_title: 'Gulf Major',
      tier: 'major',
      reached: 'winner',
      points: 2600,
      earned_at: '2026-05-03T16:00:00.000Z',
      counts_until: '2027-05-03T20:00:00.000Z',
    }),
    rankingResult(),
  ],
  not_counting: [
    rankingResult({
      tournament_id: 't9',
      tournament_title: 'Sharjah Bronze',
      tier: 'bronze',
      level: 'D',
      reached: 'semi-final',
      points: 18,
    }),
  ],
});

describe('Rankings page', () => {
  test('when the ranking loads, then the league-wide stats, the edition and the first page in the server’s order are shown', async () => {
    const { api } = openRankings();

    await screen.findByText('Omar Haddad');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/rankings?page=1&limit=20']);
    expect(statValue('Total Players')).toBe('5');
    expect(statValue('Total Matches')).toBe('20');
    expect(statValue('Average Win Rate')).toBe('77.5%');
    expect(screen.getByText('Ranking of November 23, 2026 after Dubai Marina Open')).toBeTruthy();
    expect(names()).toEqual(['Omar Haddad', 'Layla Farouk', 'Sara Nasser', 'Khalid Rahman', 'Unknown Player']);
    expect(within(cards()[4]!).getByText('Unknown')).toBeTruthy();
    expect(within(cards()[4]!).getByText('-')).toBeTruthy();
    expect(within(cards()[4]!).getByText('Not ranked yet')).toBeTruthy();
    expect(screen.getByText('Showing 1–5 of 5 players')).toBeTruthy();
  });

  test('when the ranking is still loading, then the stat cards and the edition line already hold their places above the search', async () => {
    // Arrange: the first page is held back, as on a slow phone network.
    fakeApi({ [FIRST_PAGE]: { body: rankingPage(everyone, { stats }) } });
    const held = holdRequests(FIRST_PAGE);
    renderWithPlatform(<RankingsPage />, { auth: { status: 'signed-out' }, url: '/rankings' });
    /** The texts of what the page shows above the search field, in order (its siblings before it). */
    const aboveSearch = () => {
      let field: Element = search();
      while (field.parentElement && !field.parentElement.contains(screen.getAllByRole('group')[0]!)) field = field.parentElement;
      const siblings = Array.from(field.parentElement!.children);
      return siblings.slice(0, siblings.indexOf(field)).map((element) => element.textContent);
    };

    // Assert: nothing will be added above the search when the answer comes (it would push the page down).
    await screen.findByText('Loading players');
    const whileLoading = aboveSearch();

    // Act
    await held.release();

    // Assert
    await screen.findByText('Ranking of November 23, 2026 after Dubai Marina Open');
    const loaded = aboveSearch();
    expect(loaded).toHaveLength(whileLoading.length);
    expect(whileLoading).toEqual(['Total PlayersTotal MatchesAverage Win Rate', '']);
    expect(loaded).toEqual(['Total Players5Total Matches20Average Win Rate77.5%', 'Ranking of November 23, 2026 after Dubai Marina Open']);
  });

  test('when each movement is shown, then up, down, same and new have their arrow or badge and spoken name, an unranked player none', async () => {
    openRankings();
    await screen.findByText('Omar Haddad');
    const movementOf = (index: number) => within(cards()[index]!).queryByTestId('rank-change');

    expect(within(cards()[0]!).getByRole('img', { name: 'Up 2 places since the previous ranking' }).textContent).toBe('+2');
    expect(within(cards()[1]!).getByRole('img', { name: 'Down 1 place since the previous ranking' }).textContent).toBe('\u22121');
    expect(within(cards()[2]!).getByRole('img', { name: 'No change since the previous ranking' }).textContent).toBe('');
    expect(within(cards()[3]!).getByRole('img', { name: 'New in the ranking' }).textContent).toBe('New');
    expect(movementOf(0)?.querySelector('svg')).toBeTruthy();
    expect(movementOf(2)?.querySelector('svg')).toBeTruthy();
    expect(movementOf(4)).toBeNull();
  });

  test('when searching, then the server is asked for the trimmed text after a pause, from page 1, and the URL holds it', async () => {
    const { api } = openRankings({
      url: '/rankings?page=2',
      routes: {
        'GET /api/rankings?page=2&limit=20': { body: rankingPage([], { page: 2, total: 5, stats }) },
        'GET /api/rankings?page=1&limit=20&q=egypt': { body: rankingPage([layla], { total: 1, stats }) },
        'GET /api/rankings?page=1&limit=20&q=zzqx': { body: rankingPage([], { total: 0, stats }) },
      },
    });
    await screen.findByText('No players on page 2.');

    fireEvent.input(search(), { target: { value: '  egypt ' } });

    expect(api.callsTo('GET /api/rankings?page=1&limit=20&q=egypt')).toHaveLength(0);
    await waitFor(() => expect(names()).toEqual(['Layla Farouk']));
    expect(location()).toBe('/rankings?q=egypt');
    expect(statValue('Total Players')).toBe('5');
    expect(screen.getByText('Showing 1–1 of 1 player')).toBeTruthy();

    fireEvent.input(search(), { target: { value: 'zzqx' } });

    expect(await screen.findByText('No players found matching your search')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/rankings?page=2&limit=20',
      '/api/rankings?page=1&limit=20&q=egypt',
      '/api/rankings?page=1&limit=20&q=zzqx',
    ]);
  });

  test('when nobody is registered, then No players registered yet is shown and the win rate reads 0.0%', async () => {
    fakeApi({
      [FIRST_PAGE]: { body: rankingPage([], { edition: null, stats: { total_players: 0, total_matches: 0, average_win_rate: null } }) },
    });
    renderWithPlatform(<RankingsPage />, { auth: { status: 'signed-out' }, url: '/rankings' });

    expect(await screen.findByText('No players registered yet')).toBeTruthy();
    expect(statValue('Average Win Rate')).toBe('0.0%');
    expect(screen.getByText('No ranking has been published yet.')).toBeTruthy();
  });

  test('when paging, then Next asks the next page with the search, the URL holds it, the ends disable their button and Back returns', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) =>
      rankingEntry({ id: `p${index + 21}`, full_name: `Player ${index + 21}`, ranking: index + 21, movement: 'same', change: 0 }),
    );
    const { api } = openRankings({
      url: '/rankings?q=player',
      routes: {
        'GET /api/rankings?page=1&limit=20&q=player': {
          body: rankingPage(
            twenty.map((entry, index) => ({ ...entry, id: `p${index + 1}`, full_name: `Player ${index + 1}` })),
            { total: 1234, stats },
          ),
        },
        'GET /api/rankings?page=2&limit=20&q=player': { body: rankingPage(twenty, { page: 2, total: 1234, stats }) },
      },
    });
    await screen.findByText('Player 1');
    expect(search()).toHaveProperty('value', 'player');
    expect(screen.getByText('Showing 1–20 of 1,234 players')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('Showing 21–40 of 1,234 players');
    expect(names()[0]).toBe('Player 21');
    expect(location()).toBe('/rankings?q=player&page=2');
    expect(api.callsTo('GET /api/rankings?page=2&limit=20&q=player')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));

    await screen.findByText('Showing 1–20 of 1,234 players');
    expect(location()).toBe('/rankings?q=player');
  });

  test('when the last page is shown, then Next is disabled', async () => {
    openRankings({
      url: '/rankings?page=3',
      routes: { 'GET /api/rankings?page=3&limit=20': { body: rankingPage([sara, khalid], { page: 3, total: 42, stats }) } },
    });

    await screen.findByText('Showing 41–42 of 42 players');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  });

  test('when a player is clicked, then ?player= joins the URL and the dialog shows information, statistics and the visitor’s sign-in prompt; closing removes it', async () => {
    openRankings({
      url: '/rankings?q=a',
      routes: {
        'GET /api/rankings?page=1&limit=20&q=a': { body: rankingPage(everyone, { stats }) },
        [`GET /api/rankings/players/${laylaId}`]: { body: laylaExplained },
        [`GET /api/players/${laylaId}`]: profile(layla, { strong_hand: 'right', court_side: 'left', height: '168 cm' }),
      },
    });
    await screen.findByText('Layla Farouk');

    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    expect(location()).toBe(`/rankings?q=a&player=${laylaId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Layla Farouk' });
    expect(within(dialog).getByText('Rank #2')).toBeTruthy();
    expect(within(dialog).getByText('2,840 points')).toBeTruthy();
    expect(await within(dialog).findByText('168 cm')).toBeTruthy();
    expect(within(dialog).getByText('Right')).toBeTruthy();
    expect(within(dialog).getByText('80.0%')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/rankings?q=a');
  });

  test('when a player is opened and Back is pressed, then the dialog closes', async () => {
    openRankings({
      routes: { [`GET /api/rankings/players/${laylaId}`]: { body: laylaExplained }, [`GET /api/players/${laylaId}`]: profile(layla) },
    });
    await screen.findByText('Layla Farouk');
    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));
    expect(await screen.findByRole('dialog', { name: 'Layla Farouk' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/rankings');
  });

  test('when /rankings?player=<id> is opened for a player not on the page, then their dialog opens from their ranking; closing removes the parameter', async () => {
    const farAway = rankingEntry({ id: 'far', full_name: 'Yousef Karim', ranking: 87, points: 45, movement: 'up', change: 4 });
    openRankings({
      url: '/rankings?player=far',
      routes: {
        'GET /api/rankings/players/far': {
          body: playerRanking(farAway, { counting: [rankingResult({ points: 45, reached: 'round-of-32', tier: 'major' })] }),
        },
        'GET /api/players/far': profile(farAway),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Yousef Karim' });
    expect(within(dialog).getByText('Rank #87')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Up 4 places since the previous ranking' })).toBeTruthy();
    expect(within(dialog).queryByText('Player Information')).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/rankings');
  });

  test('when the linked player is unknown, then the dialog says Player not found', async () => {
    openRankings({
      url: '/rankings?player=ghost',
      routes: { 'GET /api/rankings/players/ghost': { status: 404, body: { error: 'Player not found' } } },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Player' });
    expect(await within(dialog).findByText('Player not found')).toBeTruthy();
  });

  test('when the dialog explains the points, then the change, the counting results with their total, the rule and the results outside the best 6 are shown', async () => {
    openRankings({
      url: `/rankings?player=${laylaId}`,
      routes: { [`GET /api/rankings/players/${laylaId}`]: { body: laylaExplained }, [`GET /api/players/${laylaId}`]: profile(layla) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Layla Farouk' });
    const section = within(dialog).getByRole('region', { name: 'How these points were earned' });

    expect(await within(section).findByText('Up 2 places and +360 points since the previous ranking')).toBeTruthy();
    const counting = within(section).getByRole('table', { name: 'Counting results' });
    const rows = within(counting)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Tournament', 'Tier', 'Round reached', 'Points', 'Counts until'],
      ['Gulf Major', 'Major · Level C', 'Winner', '2,600', 'May 4, 2027'],
      ['Dubai Marina Open', 'Gold · Level C', 'Final', '240', 'November 23, 2027'],
      ['Total', '2,840', ''],
    ]);
    expect(within(section).getByText('The best 6 results of the last 52 weeks count.')).toBeTruthy();
    const outside = within(section).getByRole('table', { name: 'Not counting (outside the best 6)' });
    expect(within(outside).getByText('Sharjah Bronze')).toBeTruthy();
    expect(within(outside).getByText('Bronze · Level D')).toBeTruthy();
    expect(within(outside).getByText('Semi Finals')).toBeTruthy();
  });

  test('when the player has no results in the last 52 weeks, then the dialog says so and shows no table', async () => {
    openRankings({
      url: '/rankings?player=nobody-yet',
      routes: {
        'GET /api/rankings/players/nobody-yet': { body: playerRanking(newcomer) },
        'GET /api/players/nobody-yet': profile(newcomer),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unknown Player' });

    expect(await within(dialog).findByText('No ranking points in the last 52 weeks.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByText('Win Rate')).toBeNull();
    expect(within(dialog).getByText('Rank -')).toBeTruthy();
  });
});

describe('Rankings player dialog, signed in', () => {
  const invitationTo = (invitee: string, id: string): Invitation => ({
    id,
    inviter: omarId,
    invitee,
    invitee_email: null,
    token: 'tok',
    status: 'pending',
    inviter_profile: null,
  });

  /** Omar's Rankings with Layla's (or his own) dialog open. */
  function openAsOmar(playerId: string, { teams = [] as Team[], invitations = [] as Invitation[], routes = {} } = {}) {
    const entry = playerId === omarId ? omar : layla;
    return openRankings({
      url: `/rankings?player=${playerId}`,
      auth: signedIn(omarId, 'omar@padel.local') as never,
      routes: {
        [`GET /api/rankings/players/${playerId}`]: { body: playerRanking(entry) },
        [`GET /api/players/${playerId}`]: profile(entry),
        'GET /api/teams/me': { body: teams },
        'GET /api/team-invitations/me': { body: invitations },
        'GET /api/team-invitations/sent': { body: [] },
        ...routes,
      },
    });
  }

  const inviteButton = () => screen.getByRole('button', { name: 'Invite as Partner' }) as HTMLButtonElement;

  test('when a signed-in player opens their own card, then Invite as Partner is disabled', async () => {
    openAsOmar(omarId);

    expect(await screen.findByText('This is your own player profile.')).toBeTruthy();
    expect(inviteButton().disabled).toBe(true);
  });

  test('when a teammate is opened, then invite is disabled and the shared team is listed', async () => {
    const team = confirmedTeam({ id: omarId, full_name: 'Omar Haddad' }, { id: laylaId, full_name: 'Layla Farouk' });
    openAsOmar(laylaId, { teams: [team] });

    expect(await screen.findByText(line('You & Layla Farouk'))).toBeTruthy();
    expect(inviteButton().disabled).toBe(true);
  });

  test('when a pending invitation exists, then invite is disabled', async () => {
    openAsOmar(laylaId, { invitations: [invitationTo(laylaId, 'inv-1')] });

    expect(await screen.findByText('An invitation between you is pending.')).toBeTruthy();
    expect(inviteButton().disabled).toBe(true);
  });

  test('when inviting another player succeeds, then the invitation is posted with the bearer token and Invitation Sent! shows', async () => {
    const invitation = invitationTo(laylaId, 'inv-2');
    const { api, toasts } = openAsOmar(laylaId, {
      routes: { 'POST /api/team-invitations': { status: 201, body: { message: 'Invitation sent', invitation } } },
    });
    await waitFor(() => expect(inviteButton().disabled).toBe(false));
    // Refetched after the invitation: the sender's pending invitations, without the token.
    api.route('GET /api/team-invitations/sent', { body: [{ ...invitation, token: undefined }] });

    await act(async () => {
      fireEvent.click(inviteButton());
    });

    const [post] = api.callsTo('POST /api/team-invitations');
    expect(post?.body).toEqual({ invitee_id: laylaId });
    expect(post?.authorization).toBe('Bearer test-token');
    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Sent!', description: 'Your partner invitation has been sent.' }),
    );
    expect(await screen.findByText('An invitation between you is pending.')).toBeTruthy();
  });

  test('when inviting fails, then Failed to Send Invitation shows the server message', async () => {
    const { toasts } = openAsOmar(laylaId, {
      routes: { 'POST /api/team-invitations': { status: 409, body: { error: 'An invitation to this player is already pending' } } },
    });
    await waitFor(() => expect(inviteButton().disabled).toBe(false));

    await act(async () => {
      fireEvent.click(inviteButton());
    });

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'Failed to Send Invitation',
        description: 'An invitation to this player is already pending',
        variant: 'destructive',
      }),
    );
  });
});

describe('the player dialog in Arabic', () => {
  test('when a player is opened in Arabic, then information, statistics, how the points were earned and the sign-in prompt are Arabic, numbers and days in Western digits', async () => {
    const previous = { number: 4, published_at: '2026-11-16T08:00:00.000Z', reason: 'tournament-completed' as const, tournament: null };
    openRankings({
      url: `/rankings?player=${omarId}`,
      language: 'ar',
      routes: {
        [`GET /api/rankings/players/${omarId}`]: {
          body: playerRanking(omar, {
            previous_points: 2740,
            previous_edition: previous,
            counting: [rankingResult({ points: 3100 })],
          }),
        },
        [`GET /api/players/${omarId}`]: profile(omar, { strong_hand: 'right', court_side: 'left', height: '180 cm' }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Omar Haddad' });
    expect(await within(dialog).findByText('معلومات اللاعب')).toBeTruthy();
    expect(within(dialog).getByText('اليمنى')).toBeTruthy();
    expect(within(dialog).getByText('اليسار')).toBeTruthy();
    expect(within(dialog).getByText('الإحصائيات')).toBeTruthy();
    expect(within(dialog).getByText('المركز #1')).toBeTruthy();
    expect(within(dialog).getByText('3,100 نقطة')).toBeTruthy();
    expect(await within(dialog).findByText('تقدّم مركزين و+360 نقطة منذ التصنيف السابق (16 نوفمبر 2026)')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'النتائج المحتسبة' });
    expect(within(table).getByText('الذهبية · المستوى C')).toBeTruthy();
    expect(within(table).getByText('النهائي')).toBeTruthy();
    expect(within(table).getByText('23 نوفمبر 2027')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });
});
