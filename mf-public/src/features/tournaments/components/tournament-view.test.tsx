import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Match, TournamentDetail } from '@padel/contracts';
import { fakeApi, renderWithPlatform } from '@padel/platform/testing';
import {
  bracketMatch,
  bracketTeam,
  drawOf,
  installScriptedEventSource,
  latestEventSource,
  ScriptedEventSource,
  tournamentDetail,
} from '@padel/api/testing';
import { TournamentPage } from '../../../pages/tournament-page';

const [t1, t2, t3, t4] = [1, 2, 3, 4].map(bracketTeam);
const played = {
  status: 'completed' as const,
  winner: 'team1' as const,
  score: {
    sets: [
      { team1: 6, team2: 2 },
      { team1: 6, team2: 3 },
    ],
    game: null,
  },
};
const liveSemi = (version: number, game: [string, string]): Match =>
  bracketMatch('semi-final', 0, 1, {
    team1: t3!,
    team2: t4!,
    status: 'live',
    court: 'Centre Court',
    version,
    score: { sets: [{ team1: 4, team2: 2 }], game: { team1: game[0], team2: game[1], tiebreak: false } },
  });
const semi1 = bracketMatch('semi-final', 0, 0, { team1: t1!, team2: t2!, ...played, version: 30 });
const final = bracketMatch('final', 1, 0, { team1: t1! });

const tournament = (changes: Partial<TournamentDetail> = {}): TournamentDetail =>
  tournamentDetail(drawOf([[semi1, liveSemi(12, ['15', '0'])], [final]]), { id: 'marina-open', location: 'Dubai Marina, UAE', ...changes });

function openPage(detail: TournamentDetail | null, { status = 200, language = 'en' as 'en' | 'ar' } = {}) {
  const api = fakeApi({
    'GET /api/tournaments/marina-open': detail
      ? { body: detail }
      : { status, body: { error: status === 404 ? 'Tournament not found' : 'Database unavailable' } },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>,
    { auth: { status: 'signed-out' }, url: '/tournaments/marina-open', language },
  );
  return api;
}

const matchCards = (matchId: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-match-id="${matchId}"]`));
const rowText = (card: HTMLElement, side: 'team1' | 'team2') => within(card).getByTestId(`match-${side}`).textContent;

describe('the tournament page', () => {
  beforeEach(() => installScriptedEventSource());

  test('when matches have courts and start times, then the Order of play tab lists them by day and court, with Now on court and Next', async () => {
    const at = (time: string) => `2099-04-10T${time}:00.000Z`;
    const scheduled = tournament({
      draw: drawOf([
        [
          { ...semi1, court: '1', starts_at: at('10:00') },
          { ...liveSemi(12, ['15', '0']), court: '2', starts_at: at('10:00') },
        ],
        [{ ...final, court: '1', starts_at: at('14:00') }],
      ]),
    });
    openPage(scheduled);
    await screen.findByRole('heading', { level: 1, name: 'Dubai Marina Open' });

    fireEvent.click(screen.getByRole('tab', { name: 'Order of play' }));

    const day = await screen.findByRole('region', { name: 'April 10, 2099' });
    const courts = within(day).getAllByTestId('order-of-play-court');
    expect(courts.map((court) => within(court).getByRole('heading').textContent)).toEqual(['Court 1', 'Court 2']);
    const [court1, court2] = courts as [HTMLElement, HTMLElement];
    expect(
      within(court1)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Apr 10, 14:00${t1!.name} vs ${t2!.name}`, `NextApr 10, 18:00${t1!.name} vs To be decided`]);
    expect(within(court2).getByRole('listitem').textContent).toBe(`Now on courtApr 10, 14:00${t3!.name} vs ${t4!.name}`);
  });

  test('when a live tournament opens, then its details, who drew it, the live match on top and the bracket show, titled by its name', async () => {
    openPage(tournament());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dubai Marina Open' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dubai Marina Open · Padel League'));
    expect(screen.getByText('Dubai Marina, UAE')).toBeTruthy();
    expect(screen.getByText('April 10, 2099')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByTestId('tournament-status-text').textContent).toMatch(/in progress/);
    expect(screen.getByTestId('drawn-note').textContent).toBe('Drawn on April 1, 2099 by Noura Al Mansouri');
    const live = within(screen.getByRole('region', { name: 'Live now' }));
    expect(live.getAllByTestId('match-card')).toHaveLength(1);
    expect(live.getByText('Centre Court')).toBeTruthy();
    const bracket = screen.getByRole('region', { name: 'Bracket, round by round' });
    expect(
      within(bracket)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Semi Finals', 'Final']);
    expect(rowText(matchCards('R1-M1')[0]!, 'team1')).toBe('Player 1a / Player 1b (Winner)66');
    expect(rowText(matchCards('R1-M1')[0]!, 'team2')).toBe('Player 2a / Player 2b23');
    expect(within(matchCards('R2-M1')[0]!).getByText('To be decided')).toBeTruthy();
    expect(screen.queryByTestId('champion')).toBeNull();
    expect(latestEventSource().url).toBe('/api/tournaments/marina-open/live');
  });

  test('when every place of an upcoming tournament is taken, then its page says so, with the waitlist and the fee, and offers Join the waitlist', async () => {
    openPage(
      tournamentDetail(null, {
        id: 'marina-open',
        status: 'Upcoming',
        currentRound: null,
        maxTeams: 2,
        placesTaken: 2,
        waitlistLength: 1,
        entryFee: 200,
      }),
    );

    expect((await screen.findByTestId('tournament-places')).textContent).toBe('2 of 2 places taken · 1 team on the waitlist');
    expect(screen.getByTestId('tournament-entry-fee').textContent).toBe('AED 200 per team');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  test('when an upcoming tournament still has places, then Register Now is offered with the places taken, in Arabic too', async () => {
    openPage(
      tournamentDetail(null, { id: 'marina-open', status: 'Upcoming', currentRound: null, maxTeams: 8, placesTaken: 3, waitlistLength: 0 }),
      {
        language: 'ar',
      },
    );

    expect((await screen.findByTestId('tournament-places')).textContent).toBe('3 من 8 أماكن محجوزة');
    expect(screen.getByRole('button', { name: 'سجّل الآن' })).toBeTruthy();
  });

  test('when a point is scored, then the live match shows the new game in place, on top and in the bracket, without a new request', async () => {
    const api = openPage(tournament());
    await screen.findByRole('region', { name: 'Live now' });
    latestEventSource().open();
    expect(screen.getByTestId('live-indicator').textContent).toBe('Live results');

    latestEventSource().send({ type: 'match', match: liveSemi(13, ['30', '0']) });

    await waitFor(() =>
      expect(matchCards('R1-M2').map((card) => rowText(card, 'team1'))).toEqual(['Player 3a / Player 3b430', 'Player 3a / Player 3b430']),
    );
    expect(rowText(matchCards('R1-M2')[0]!, 'team2')).toBe('Player 4a / Player 4b20');
    expect(api.callsTo('GET /api/tournaments/marina-open')).toHaveLength(1);
  });

  test('when the live match ends, then it leaves Live now and its winner is marked in the bracket', async () => {
    openPage(tournament());
    await screen.findByRole('region', { name: 'Live now' });

    latestEventSource().send({ type: 'match', match: { ...liveSemi(20, ['0', '0']), ...played } });

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull());
    expect(within(matchCards('R1-M2')[0]!).getByRole('rowheader', { name: /Winner/ }).textContent).toBe('Player 3a / Player 3b (Winner)');
  });

  test('when the final was done over a week ago, then the champion shows above the bracket and after the final, and no live stream is kept open', async () => {
    // Results are corrected within a week of the last match (followsLive): this tournament's last change is older.
    const longAgo = { updated_at: '2025-04-11T18:00:00.000Z' };
    const done = drawOf(
      [
        [
          { ...semi1, ...longAgo },
          { ...liveSemi(20, ['0', '0']), ...played, ...longAgo },
        ],
        [{ ...final, team2: t3!, ...played, ...longAgo }],
      ],
      {
        champion: t1!,
      },
    );
    openPage(tournament({ status: 'Completed', currentRound: null, draw: done }));

    expect(await screen.findByRole('region', { name: 'Tournament champion' })).toBeTruthy();
    const champions = screen.getAllByTestId('champion');
    expect(champions.map((champion) => champion.textContent)).toEqual(['ChampionPlayer 1a / Player 1b', 'Player 1a / Player 1b']);
    expect(within(screen.getByRole('region', { name: 'Bracket' })).getByRole('heading', { name: 'Champion' })).toBeTruthy();
    expect(screen.getByTestId('tournament-status-text').textContent).toBe('This tournament has been completed.');
    expect(screen.queryByTestId('live-indicator')).toBeNull();
    // The stream opened while the tournament loaded is closed by the effect of the render that shows it completed.
    await waitFor(() => expect(ScriptedEventSource.opened.every((source) => source.readyState === 2)).toBe(true));
  });

  test('when the final is won while the page is open, then the champion appears', async () => {
    const semisPlayed = drawOf([
      [semi1, { ...liveSemi(20, ['0', '0']), ...played }],
      [{ ...final, team2: t3!, status: 'live', version: 3 }],
    ]);
    openPage(tournament({ currentRound: 'final', draw: semisPlayed }));
    await screen.findByRole('region', { name: 'Live now' });

    latestEventSource().send({ type: 'match', match: { ...final, team2: t3!, ...played, winner: 'team2', version: 9 } });

    expect(await screen.findByRole('region', { name: 'Tournament champion' })).toBeTruthy();
    expect(screen.getAllByTestId('champion')[0]?.textContent).toBe('ChampionPlayer 3a / Player 3b');
  });

  test('when it is not drawn yet, then the page says so, and the bracket appears when the draw event arrives', async () => {
    openPage(tournament({ status: 'Upcoming', currentRound: null, draw: null }));

    expect(await screen.findByText(/The draw has not been made yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeTruthy();
    latestEventSource().send({ type: 'draw', draw: drawOf([[bracketMatch('final', 0, 0, { team1: t1!, team2: t2! })]]) });

    expect(await screen.findByRole('region', { name: 'Bracket' })).toBeTruthy();
    expect(screen.getByTestId('drawn-note').textContent).toBe('Drawn on April 1, 2099 by Noura Al Mansouri');
  });

  test('when the tournament does not exist, then Tournament not found shows with a way back to the list', async () => {
    openPage(null, { status: 404 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All tournaments' }).getAttribute('href')).toBe('/tournaments');
    await waitFor(() => expect(document.title).toBe('Tournament not found · Padel League'));
  });

  test('when loading fails, then the error shows with Try again', async () => {
    openPage(null, { status: 503 });

    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('when the page opens in Arabic, then its sections, facts and days are Arabic with Western digits', async () => {
    installScriptedEventSource();
    openPage(tournament({ status: 'Completed', startDate: '2026-01-05', endDate: '2026-01-07' }), { language: 'ar' });

    expect(await screen.findByRole('heading', { name: 'جدول المباريات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كل البطولات' })).toBeTruthy();
    expect(screen.getByText('المكان')).toBeTruthy();
    expect(screen.getByText('5 يناير 2026')).toBeTruthy();
    expect(screen.getByText('7 يناير 2026')).toBeTruthy();
    expect(screen.getByTestId('tournament-status-text').textContent).toBe('انتهت هذه البطولة.');
  });

  test('when the tournament does not exist, then the page says so in Arabic', async () => {
    openPage(null, { status: 404, language: 'ar' });

    expect(await screen.findByRole('heading', { name: 'البطولة غير موجودة' })).toBeTruthy();
    expect(screen.getByText('هذه البطولة غير موجودة أو لم تُنشر.')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('البطولة غير موجودة'));
  });
});
