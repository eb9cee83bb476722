import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { draw, partner, tournament, tournamentDetail } from '../../test/fixtures';
import { MatchPage } from './match-page';
import { TournamentPage } from './tournament-page';

function renderAt(url: string, auth: Parameters<typeof renderWithPlatform>[1]['auth']) {
  return renderWithPlatform(
    <Routes>
      <Route path="/host-dashboard/tournaments/:id" element={<TournamentPage />} />
      <Route path="/host-dashboard/tournaments/:id/matches/:matchId" element={<MatchPage />} />
    </Routes>,
    { auth, url },
  );
}

const routes = { 'GET /api/tournaments/h1': { body: tournamentDetail(draw()) }, 'GET /api/tournaments/me': { body: [tournament()] } };

describe('The organizer pages of one tournament', () => {
  test('when a player without the partner or admin role opens them, then Access Restricted shows and nothing is asked', () => {
    const api = fakeApi(routes);
    renderAt('/host-dashboard/tournaments/h1/matches/R1-M1', signedIn('00000000-0000-4000-8000-000000000002'));

    expect(screen.getByText('Only the tournament organizers run draws and scores.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  test('when the organizer opens the tournament, then the page shows its bracket', async () => {
    fakeApi(routes);
    renderAt('/host-dashboard/tournaments/h1', partner());

    expect(screen.getByRole('heading', { name: 'Run the Tournament' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sharjah Corniche Classic' })).toBeTruthy();
    expect(document.title).toBe('Run the Tournament · Padel League');
  });

  test('when an admin opens a match, then it can be scored and links back to the bracket', async () => {
    const api = fakeApi(routes);
    renderAt(
      '/host-dashboard/tournaments/h1/matches/R1-M1',
      signedIn('00000000-0000-4000-8000-000000000009', 'admin@padel.local', ['user', 'admin']),
    );

    expect(await screen.findByRole('button', { name: 'Point to Omar Haddad / Layla Farouk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the bracket' }).getAttribute('href')).toBe('/host-dashboard/tournaments/h1');
    expect(api.callsTo('GET /api/tournaments/me')).toHaveLength(0);
  });
});
