import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import { usePlayer } from './players';

const layla = {
  id: 'layla',
  name: 'Layla Farouk',
  full_name: 'Layla Farouk',
  ranking: 2,
  points: 2840,
  country: 'Egypt',
  strong_hand: 'right',
  court_side: 'left',
  height: '168 cm',
  matches_played: 10,
  wins: 8,
  losses: 2,
  titles_won: 1,
};

function PlayerHeight() {
  const [id, setId] = useState<string | null>(null);
  const player = usePlayer(id);
  return (
    <>
      <p>{player.isPending ? 'nothing yet' : player.data ? player.data.height : 'not registered'}</p>
      <button onClick={() => setId('layla')}>Layla</button>
      <button onClick={() => setId('ghost')}>Ghost</button>
    </>
  );
}

describe('usePlayer', () => {
  test('when a player is chosen, then GET /api/players/:id gives their details; an unknown one is null, not an error', async () => {
    const api = fakeApi({
      'GET /api/players/layla': { body: layla },
      'GET /api/players/ghost': { status: 404, body: { error: 'Player not found' } },
    });
    renderWithPlatform(<PlayerHeight />, { auth: { status: 'signed-out' } });
    expect(screen.getByText('nothing yet')).toBeTruthy();

    fireEvent.click(screen.getByText('Layla'));
    expect(await screen.findByText('168 cm')).toBeTruthy();
    fireEvent.click(screen.getByText('Ghost'));
    expect(await screen.findByText('not registered')).toBeTruthy();

    expect(api.calls.map((call) => call.path)).toEqual(['/api/players/layla', '/api/players/ghost']);
  });
});
