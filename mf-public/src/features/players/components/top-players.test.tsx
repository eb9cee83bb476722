import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import { playerRanking, rankingEntry, rankingPage } from '@padel/api/testing';
import { LocationProbe } from '../../../../test/location';
import { TopPlayers } from './top-players';

const TOP_FIVE = 'GET /api/rankings?page=1&limit=5';
const leader = rankingEntry({ id: 'leader', full_name: 'Omar Haddad', ranking: 1, movement: 'same', change: 0 });
const second = rankingEntry();

function openHome(routes = {}) {
  const api = fakeApi({ [TOP_FIVE]: { body: rankingPage([leader, second], { limit: 5, total: 40 }) }, ...routes });
  renderWithPlatform(
    <>
      <TopPlayers />
      <LocationProbe />
    </>,
    { auth: { status: 'signed-out' }, url: '/' },
  );
  return api;
}

describe('TopPlayers', () => {
  test('when Home opens, then the first 5 of the ranking are asked and shown with their real movement', async () => {
    const api = openHome();

    const list = await screen.findByRole('list', { name: 'Top players' });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/rankings?page=1&limit=5']);
    expect(within(list).getAllByTestId('player-card')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'No change since the previous ranking' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Up 2 places since the previous ranking' })).toBeTruthy();
  });

  test('when nobody is registered, then No players registered yet', async () => {
    fakeApi({ [TOP_FIVE]: { body: rankingPage([], { limit: 5 }) } });
    renderWithPlatform(<TopPlayers />, { auth: { status: 'signed-out' } });

    expect(await screen.findByText('No players registered yet')).toBeTruthy();
  });

  test('when a top player is clicked, then their dialog opens and the URL names them', async () => {
    openHome({
      'GET /api/rankings/players/leader': { body: playerRanking(leader) },
      'GET /api/players/leader': { body: { ...leader, name: leader.full_name } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Omar Haddad' }));

    expect(await screen.findByRole('dialog', { name: 'Omar Haddad' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/?player=leader');
    await waitFor(() => expect(screen.getByText('No change since the previous ranking', { selector: 'p' })).toBeTruthy());
  });
});
