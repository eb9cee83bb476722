import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Invitation, Player, Team } from '@padel/contracts';
import { queryKeyOf } from '@padel/api';
import { statValue } from '../../../../test/queries';
import { omar, renderWithPlatform, stubFetch } from '../../../../test/render';
import { RankingsBoard } from './rankings-board';

const layla = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';
const khalid = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e04';

const player = (overrides: Partial<Player>): Player => ({
  id: layla,
  name: 'Layla Farouk',
  full_name: 'Layla Farouk',
  ranking: 2,
  points: 2840,
  country: 'Egypt',
  matches_played: 10,
  wins: 8,
  losses: 2,
  titles_won: 1,
  strong_hand: 'right',
  court_side: 'left',
  height: '168 cm',
  photo_url: null,
  ...overrides,
});

const players: Player[] = [
  player({}),
  player({ id: omar.id, name: 'Omar Haddad', full_name: 'Omar Haddad', ranking: 1, points: 3100, country: 'Jordan', wins: 3, losses: 1 }),
  player({
    id: khalid,
    name: '',
    full_name: '',
    ranking: null,
    points: 0,
    country: null,
    matches_played: 0,
    wins: 0,
    losses: 0,
    titles_won: 0,
    strong_hand: null,
    court_side: null,
    height: null,
  }),
];

/** A visitor's Rankings with these players in the cache. */
const renderRankings = (list: Player[] = players) => renderWithPlatform(<RankingsBoard />, { data: [[queryKeyOf('/players'), list]] });

/** Omar's Rankings, with his teams, received invitations and any further lists in the cache. */
const renderSignedIn = ({
  teams = [] as Team[],
  invitations = [] as Invitation[],
  more = [] as Array<[readonly string[], unknown]>,
} = {}) =>
  renderWithPlatform(<RankingsBoard />, {
    auth: { status: 'signed-in', user: omar },
    data: [[queryKeyOf('/players'), players], [queryKeyOf('/teams/me'), teams], [queryKeyOf('/team-invitations/me'), invitations], ...more],
  });

const invitationTo = (invitee: string, id: string): Invitation => ({
  id,
  inviter: omar.id,
  invitee,
  invitee_email: null,
  token: 'tok',
  status: 'pending',
  inviter_profile: null,
});

describe('RankingsBoard', () => {
  test('when players are loaded, then the stat cards show totals and the mean win rate of players with results', () => {
    renderRankings();

    expect(statValue('Total Players')).toBe('3');
    expect(statValue('Total Matches')).toBe('20');
    // Layla 8/10 = 80%, Omar 3/4 = 75%, the new player has no results: (80 + 75) / 2.
    expect(statValue('Average Win Rate')).toBe('77.5%');
    const cards = screen.getAllByTestId('player-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Omar Haddad', 'Layla Farouk', 'Unknown Player']);
    expect(within(cards[2] as HTMLElement).getByText('Unknown')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('-')).toBeTruthy();
  });

  test('when every card is drawn, then its rank-change arrow is hidden from assistive technology and between -2 and +2', () => {
    renderRankings();

    for (const arrow of screen.getAllByTestId('rank-change')) {
      expect(arrow.getAttribute('aria-hidden')).toBe('true');
      expect(Math.abs(Number(arrow.dataset.change))).toBeLessThanOrEqual(2);
    }
  });

  test('when searching by country, then only matching players remain; nonsense shows the no-match text', () => {
    renderRankings();
    const search = screen.getByRole('searchbox', { name: 'Search players' });

    fireEvent.change(search, { target: { value: 'egypt' } });
    expect(screen.getAllByTestId('player-card')).toHaveLength(1);

    fireEvent.change(search, { target: { value: 'zzqx' } });
    expect(screen.getByText('No players found matching your search')).toBeTruthy();
  });

  test('when there are no players, then No players registered yet is shown', () => {
    renderRankings([]);

    expect(screen.getByText('No players registered yet')).toBeTruthy();
    expect(statValue('Average Win Rate')).toBe('0.0%');
  });

  test('when a player is opened, then the dialog shows information, statistics with win rate and a sign-in prompt for visitors', () => {
    const { signIns } = renderRankings();

    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    const dialog = screen.getByRole('dialog', { name: 'Layla Farouk' });
    expect(within(dialog).getByText('Rank #2')).toBeTruthy();
    expect(within(dialog).getByText('2,840 points')).toBeTruthy();
    expect(within(dialog).getByText('Player Information')).toBeTruthy();
    expect(within(dialog).getByText('168 cm')).toBeTruthy();
    expect(within(dialog).getByText('80.0%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(signIns.count).toBe(1);
  });

  test('when a player without matches or details is opened, then no win rate and no Player Information are shown', () => {
    renderRankings();

    fireEvent.click(screen.getByRole('button', { name: 'Unknown Player' }));

    const dialog = screen.getByRole('dialog', { name: 'Unknown Player' });
    expect(within(dialog).queryByText('Win Rate')).toBeNull();
    expect(within(dialog).queryByText('Player Information')).toBeNull();
    expect(within(dialog).getByText('Rank -')).toBeTruthy();
  });

  test('when a signed-in player opens their own card, then Invite as Partner is disabled', () => {
    renderSignedIn();

    fireEvent.click(screen.getByRole('button', { name: 'Omar Haddad' }));

    expect((screen.getByRole('button', { name: 'Invite as Partner' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This is your own player profile.')).toBeTruthy();
  });

  test('when a teammate is opened, then invite is disabled and the shared team is listed', () => {
    const team: Team = {
      id: 'team-1',
      player1: omar.id,
      player2: layla,
      status: 'confirmed',
      player1_profile: { id: omar.id, full_name: 'Omar Haddad' },
      player2_profile: { id: layla, full_name: 'Layla Farouk' },
    };
    renderSignedIn({ teams: [team] });

    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    expect((screen.getByRole('button', { name: 'Invite as Partner' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Shared teams' })).getByText('You & Layla Farouk')).toBeTruthy();
  });

  test('when a pending invitation exists, then invite is disabled', () => {
    renderSignedIn({ invitations: [invitationTo(layla, 'inv-1')] });

    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    expect((screen.getByRole('button', { name: 'Invite as Partner' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('An invitation between you is pending.')).toBeTruthy();
  });

  test('when inviting another player succeeds, then the invitation is posted with the bearer token and Invitation Sent! shows', async () => {
    const invitation = invitationTo(layla, 'inv-2');
    const requests = stubFetch({
      'POST /api/team-invitations': [201, { message: 'Invitation sent', invitation }],
      'GET /api/team-invitations/me': [200, []],
      // Refetched after the invitation: the sender's pending invitations, without the token.
      'GET /api/team-invitations/sent': [200, [{ ...invitation, token: undefined }]],
      'GET /api/teams/me': [200, []],
    });
    const { toasts } = renderSignedIn({ more: [[queryKeyOf('/team-invitations/sent'), []]] });
    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invite as Partner' }));
    });

    expect(requests[0]).toEqual({
      method: 'POST',
      url: '/api/team-invitations',
      body: { invitee_id: layla },
      authorization: 'Bearer token',
    });
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Invitation Sent!', description: 'Your partner invitation has been sent.' });
    // The sent invitation now blocks a second one.
    await screen.findByText('An invitation between you is pending.');
  });

  test('when inviting fails, then Failed to Send Invitation shows the server message', async () => {
    stubFetch({ 'POST /api/team-invitations': [409, { error: 'An invitation to this player is already pending' }] });
    const { toasts } = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Layla Farouk' }));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invite as Partner' }));
    });

    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Failed to Send Invitation',
      description: 'An invitation to this player is already pending',
      variant: 'destructive',
    });
  });
});
