import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { HeadToHead, PlayerOverview, RankingEntry } from '@padel/contracts';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import { HeadToHeadPage } from '../../../pages/head-to-head-page';
import { PlayerPage } from '../../../pages/player-page';
import { chartPoints } from './ranking-history-chart';

const entry = (id: string, full_name: string, changes: Partial<RankingEntry> = {}): RankingEntry => ({
  id,
  full_name,
  country: 'Qatar',
  photo_url: null,
  ranking: 3,
  points: 600,
  previous_ranking: 5,
  movement: 'up',
  change: 2,
  matches_played: 9,
  wins: 6,
  losses: 3,
  titles_won: 2,
  ...changes,
});

const overview: PlayerOverview = {
  player: entry('p1', 'Hind "<Al> & Co"'),
  history: [
    { edition: 2, published_at: '2026-10-01T10:00:00.000Z', position: 9, points: 400, tournament: { id: 't1', title: 'Doha Open' } },
    { edition: 5, published_at: '2026-11-01T10:00:00.000Z', position: 3, points: 600, tournament: { id: 't2', title: 'Gulf Cup' } },
  ],
  results: {
    items: [
      {
        tournament_id: 't2',
        tournament_title: 'Gulf Cup',
        tier: 'silver',
        level: 'C',
        reached: 'winner',
        points: 200,
        completed_at: '2026-11-01T09:00:00.000Z',
        wins: 3,
        losses: 0,
        partner: { id: 'p2', full_name: 'Sara Nasser' },
      },
    ],
    page: 1,
    limit: 10,
    total: 1,
  },
  partners: [{ id: 'p2', full_name: 'Sara Nasser', tournaments: 1 }],
};

function openPlayer(body: unknown, status = 200, language: 'en' | 'ar' = 'en') {
  fakeApi({ 'GET /api/players/p1/overview': { status, body } });
  renderWithPlatform(
    <Routes>
      <Route path="/players/:id" element={<PlayerPage />} />
    </Routes>,
    { auth: { status: 'signed-out' }, url: '/players/p1', language },
  );
}

describe('PlayerPage', () => {
  it('when the player exists, then it shows the card, the history chart, the results with partner links and the partners', async () => {
    openPlayer(overview);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hind "<Al> & Co"' })).toBeTruthy();
    expect(screen.getByTestId('ranking-history').querySelectorAll('circle')).toHaveLength(2);
    const result = screen.getByTestId('player-result');
    expect(within(result).getByRole('link', { name: 'Gulf Cup' }).getAttribute('href')).toBe('/tournaments/t2');
    expect(within(result).getByRole('link', { name: 'Sara Nasser' }).getAttribute('href')).toBe('/players/p2');
    expect(within(result).getByText('Winner')).toBeTruthy();
    expect(screen.getByText('1 tournament together')).toBeTruthy();
  });

  it('when the player is unknown, then a Player not found card links back to the rankings', async () => {
    openPlayer({ error: 'Player not found', code: 'PLAYER_NOT_FOUND' }, 404);

    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the rankings' }).getAttribute('href')).toBe('/rankings');
  });

  it('when the page is in Arabic, then its headings are the Arabic catalog’s', async () => {
    openPlayer(overview, 200, 'ar');

    expect(await screen.findByRole('heading', { level: 2, name: 'سجل التصنيف' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'النتائج حسب البطولة' })).toBeTruthy();
  });
});

describe('HeadToHeadPage', () => {
  it('when two players met, then it shows the record and each match from the first one’s side', async () => {
    const record: HeadToHead = {
      player: entry('p1', 'Hind Saleh'),
      opponent: entry('p3', 'Omar Haddad'),
      wins: 1,
      losses: 1,
      together: 0,
      matches: [
        { tournament_id: 't2', tournament_title: 'Gulf Cup', match_id: 'F', won: true, outcome: 'completed' },
        { tournament_id: 't1', tournament_title: 'Doha Open', match_id: 'SF', won: false, outcome: 'completed' },
      ],
    };
    fakeApi({ 'GET /api/players/p1/vs/p3': { body: record } });
    renderWithPlatform(
      <Routes>
        <Route path="/players/:id/vs/:otherId" element={<HeadToHeadPage />} />
      </Routes>,
      { auth: { status: 'signed-out' }, url: '/players/p1/vs/p3' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Hind Saleh vs Omar Haddad' })).toBeTruthy();
    expect(screen.getAllByTestId('head-to-head-match').map((row) => row.textContent)).toEqual([
      'Gulf CupHind Saleh won',
      'Doha OpenHind Saleh lost',
    ]);
  });
});

describe('chartPoints', () => {
  it('when points rise, then the later point is drawn higher, left to right', () => {
    const [first, second] = chartPoints([{ points: 100 }, { points: 400 }]);

    expect(first!.x).toBeLessThan(second!.x);
    expect(second!.y).toBeLessThan(first!.y);
  });
});
