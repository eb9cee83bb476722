import { screen } from '@testing-library/react';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { bracketMatch, bracketTeam } from '../testing';
import { NextMatchCard } from './next-match-card';

const NEXT = 'GET /api/tournament-entries/me/next-match';
const noura = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';
const match = bracketMatch('semi-final', 0, 1, {
  team1: bracketTeam(3),
  team2: bracketTeam(4),
  court: '2',
  starts_at: '2099-04-10T12:30:00.000Z',
});

function render(next: unknown, auth = signedIn(noura, 'noura@padel.local', ['user', 'player'])) {
  const api = fakeApi({ [NEXT]: { body: { next } } });
  renderWithPlatform(<NextMatchCard />, { auth });
  return api;
}

describe('Your next match', () => {
  test('when the player has a match with a court and a time, then the tournament, the opponents, the time and the court show', async () => {
    render({ tournament_id: 't1', tournament_name: 'Doha Winter Open', side: 'team2', match });

    const card = await screen.findByTestId('next-match');

    expect(card.textContent).toBe('Your next matchDoha Winter OpenAgainst Player 3a / Player 3bApr 10, 16:30 · Court 2');
    expect(screen.getByRole('link', { name: 'Doha Winter Open' }).getAttribute('href')).toBe('/tournaments/t1');
  });

  test('when the player has no match ahead, then nothing shows', async () => {
    const api = render(null);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(NEXT)).toHaveLength(1);
    expect(screen.queryByTestId('next-match')).toBeNull();
  });

  test('when signed out, then it is not asked for', () => {
    const api = render(null, { status: 'signed-out' } as never);

    expect(api.callsTo(NEXT)).toHaveLength(0);
    expect(screen.queryByTestId('next-match')).toBeNull();
  });
});
