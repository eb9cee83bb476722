import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holdRequests, line } from '@padel/platform/testing';
import { installScriptedEventSource, openedEventSource } from '@padel/api/testing';
import { draw, entriesPage, match, renderAsPartner, tournament, tournamentDetail } from '../../../../test/fixtures';
import { englishTextsIn } from '../../../../test/intl';
import { TournamentActions } from './tournament-actions';
import { TournamentRun } from './tournament-run';

const DRAW = 'POST /api/tournaments/h1/draw';
const drawn = (missed = 0) => ({ body: { message: 'The bracket is drawn', draw: draw(), missed_entries: missed } });

describe('Close entries and draw (My Tournaments)', () => {
  const renderActions = (routes: Parameters<typeof renderAsPartner>[1], confirmed = 6) =>
    renderAsPartner(<TournamentActions tournament={tournament({ entry_counts: { total: 8, confirmed } })} />, routes);
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Close entries and draw: Sharjah Corniche Classic' }));

  test('when pressed, then the confirmation names how many confirmed teams take part, and Draw posts the draw', async () => {
    const { api, toasts } = renderActions({ [DRAW]: drawn(2) });

    open();
    const dialog = screen.getByRole('dialog', { name: 'Draw 6 teams?' });
    expect(within(dialog).getByText('Entries close and the bracket is drawn at random.')).toBeTruthy();
    const held = holdRequests(DRAW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw' }));

    expect(await within(dialog).findByRole('button', { name: 'Drawing...' })).toHaveProperty('disabled', true);
    await held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(DRAW)).toHaveLength(1);
    expect(api.callsTo(DRAW)[0]?.authorization).toBe('Bearer test-token');
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Bracket Drawn',
      description: 'The bracket is drawn. 2 entries still awaiting a partner missed the draw.',
    });
  });

  test('when fewer than two teams are confirmed (409), then the server message shows in the confirmation', async () => {
    renderActions({ [DRAW]: { status: 409, body: { error: 'At least 2 confirmed entries are needed for a draw' } } }, 1);

    open();
    const dialog = screen.getByRole('dialog', { name: 'Draw 1 team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('At least 2 confirmed entries are needed for a draw');
  });

  test('when Cancel is pressed, then nothing is posted', () => {
    const { api } = renderActions({});

    open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(DRAW)).toHaveLength(0);
  });

  test('when the tournament is drawn, then only the way to its bracket shows', () => {
    renderAsPartner(<TournamentActions tournament={tournament({ drawn: true })} />);

    expect(screen.queryByRole('button', { name: /Close entries and draw/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bracket and scores of Sharjah Corniche Classic' }).getAttribute('href')).toBe(
      '/host-dashboard/tournaments/h1',
    );
  });
});

describe('The tournament for its organizer', () => {
  const routes = (detail: ReturnType<typeof tournamentDetail>) => ({
    'GET /api/tournaments/h1': { body: detail },
    'GET /api/tournaments/h1/entries': entriesPage([], { total: 5, limit: 1, entry_counts: { total: 5, confirmed: 4 } }),
  });

  test('while it loads, then a spinner says so; when it fails, then Try again asks again', async () => {
    const { api } = renderAsPartner(<TournamentRun tournamentId="h1" />, {
      ...routes(tournamentDetail(null)),
      'GET /api/tournaments/h1': { status: 503, body: { error: 'Tournaments are unavailable' } },
    });

    expect(screen.getByRole('status').textContent).toBe('Loading the tournament');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tournaments are unavailable');
    api.route('GET /api/tournaments/h1', { body: tournamentDetail(null) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Sharjah Corniche Classic' })).toBeTruthy();
  });

  test('when not drawn yet, then Close entries and draw asks about the confirmed teams', async () => {
    renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(null)));

    await screen.findByText('4 confirmed teams');
    fireEvent.click(screen.getByRole('button', { name: 'Close entries and draw: Sharjah Corniche Classic' }));

    expect(screen.getByRole('dialog', { name: 'Draw 4 teams?' })).toBeTruthy();
  });

  test('when drawn, then who drew it and when shows, with a Score button per playable match', async () => {
    renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(draw())));

    expect(await screen.findByText(line('Drawn on April 1, 2099 by Noura Al Mansouri'))).toBeTruthy();
    const score = screen.getAllByRole('link', { name: /^Score: / });
    expect(score.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Score: Omar Haddad / Layla Farouk vs Sara Nasser / Yousef Al Amiri',
      'Score: Khalid Rahman / Mariam Saeed vs Ali Hassan / Huda Karim',
    ]);
    expect(score[0]?.getAttribute('href')).toBe('/host-dashboard/tournaments/h1/matches/R1-M1');
  });

  test('when drawn before its first day, then it says when scoring opens and offers no Score button', async () => {
    renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(draw(), 'C', '2099-04-10')));

    expect(await screen.findByText('Scoring opens on April 10, 2099, the first day of the tournament.')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /^Score: / })).toEqual([]);
    expect(screen.getByRole('region', { name: 'Bracket' })).toBeTruthy();
  });

  test('when drawn, then the shared bracket shows each Score button on its own match card, none where a team waits', async () => {
    renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(draw())));

    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    const card = (matchId: string) => bracket.querySelector(`[data-match-id="${matchId}"]`) as HTMLElement;
    expect(
      within(card('R1-M2')).getByRole('link', { name: 'Score: Khalid Rahman / Mariam Saeed vs Ali Hassan / Huda Karim' }),
    ).toBeTruthy();
    expect(within(card('R2-M1')).getAllByText('To be decided')).toHaveLength(2);
    expect(within(card('R2-M1')).queryByRole('link')).toBeNull();
    expect(
      within(bracket)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Semi Finals', 'Final']);
  });

  test('when another organizer scores (a live match event), then the bracket shows it without a refresh', async () => {
    installScriptedEventSource();
    const { api } = renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(draw())));
    await screen.findByRole('region', { name: 'Bracket' });
    const stream = await openedEventSource();
    stream.open();
    expect(screen.getByTestId('live-indicator').textContent).toBe('Live results');

    stream.send({
      type: 'match',
      match: match({
        status: 'live',
        version: 1,
        score: { sets: [{ team1: 1, team2: 0 }], game: { team1: '15', team2: '0', tiebreak: false } },
      }),
    });

    const card = () => document.querySelector('[data-match-id="R1-M1"]') as HTMLElement;
    await waitFor(() => expect(card().dataset.status).toBe('live'));
    expect(
      within(within(card()).getByTestId('match-team1'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '15']);
    expect(screen.queryByRole('button', { name: /Redo the draw/ })).toBeNull();
    expect(api.callsTo('GET /api/tournaments/h1')).toHaveLength(1);
  });

  test('when nothing has started, then the draw can be redone after a confirmation (taken back, then drawn again)', async () => {
    const { api, toasts } = renderAsPartner(<TournamentRun tournamentId="h1" />, {
      ...routes(tournamentDetail(draw())),
      'DELETE /api/tournaments/h1/draw': { body: { message: 'The draw is taken back' } },
      [DRAW]: drawn(),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Redo the draw: Sharjah Corniche Classic' }));
    const dialog = screen.getByRole('dialog', { name: 'Redo the draw?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redo the draw' }));

    await waitFor(() => expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Bracket Drawn Again' }));
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/tournaments/h1/draw',
      'POST /api/tournaments/h1/draw',
    ]);
  });

  test('when a match has started, then the draw cannot be redone and a finished match offers Correct', async () => {
    renderAsPartner(
      <TournamentRun tournamentId="h1" />,
      routes(
        tournamentDetail(draw([match({ status: 'completed', winner: 'team1', score: { sets: [{ team1: 6, team2: 1 }], game: null } })])),
      ),
    );

    await screen.findByText(line('Drawn on April 1, 2099 by Noura Al Mansouri'));
    expect(screen.queryByRole('button', { name: /Redo the draw/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Correct: Omar Haddad / Layla Farouk vs Sara Nasser / Yousef Al Amiri' })).toBeTruthy();
  });
});

describe('The order of play of a round (organizer)', () => {
  const SCHEDULE = 'PUT /api/tournaments/h1/schedule';
  const routes = (extra: Parameters<typeof renderAsPartner>[1] = {}) => ({
    'GET /api/tournaments/h1': { body: tournamentDetail(draw()) },
    'GET /api/tournaments/h1/entries': entriesPage([], { total: 5, limit: 1, entry_counts: { total: 5, confirmed: 4 } }),
    ...extra,
  });
  const schedule = async () => within(await screen.findByTestId('round-schedule'));

  test('when the grid is filled from a first start on two courts and saved, then the whole round is sent in one request, in league time', async () => {
    const { api } = renderAsPartner(
      <TournamentRun tournamentId="h1" />,
      routes({ [SCHEDULE]: { body: { matches: [match({ court: '1', starts_at: '2099-04-10T12:00:00.000Z' })] } } }),
    );
    const form = await schedule();

    fireEvent.change(form.getByLabelText('First start (league time)'), { target: { value: '2099-04-10T16:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Fill courts and times' }));
    fireEvent.click(form.getByRole('button', { name: "Save the round's order of play" }));

    expect((await form.findByRole('status')).textContent).toBe('The order of play is saved.');
    expect(api.callsTo(SCHEDULE)[0]?.body).toEqual({
      matches: [
        { match_id: 'R1-M1', court: '1', starts_at: '2099-04-10T12:00:00.000Z' },
        { match_id: 'R1-M2', court: '2', starts_at: '2099-04-10T12:00:00.000Z' },
      ],
    });
  });

  test('when a court is picked by hand for both matches at one time, then the server refusal (409) names the court', async () => {
    renderAsPartner(
      <TournamentRun tournamentId="h1" />,
      routes({
        [SCHEDULE]: {
          status: 409,
          body: { error: 'Court 3 already has a match at that time', code: 'COURT_DOUBLE_BOOKED', params: { court: '3' } },
        },
      }),
    );
    const form = await schedule();
    for (const row of form.getAllByRole('listitem')) {
      fireEvent.change(within(row).getByLabelText('Court'), { target: { value: '3' } });
      fireEvent.change(within(row).getByLabelText('Start (league time)'), { target: { value: '2099-04-10T18:00' } });
    }

    fireEvent.click(form.getByRole('button', { name: "Save the round's order of play" }));

    expect((await form.findByRole('alert')).textContent).toBe('Court 3 already has a match at that time');
  });
});

describe('The tournament for its organizer, at league size', () => {
  test("when the tournament has 200 entries, then the confirmed count is the tournament's own, asked with a page of one entry", async () => {
    const { api } = renderAsPartner(<TournamentRun tournamentId="h1" />, {
      'GET /api/tournaments/h1': { body: tournamentDetail(null) },
      'GET /api/tournaments/h1/entries': entriesPage([], { total: 200, limit: 1, entry_counts: { total: 190, confirmed: 150 } }),
    });

    expect(await screen.findByText('150 confirmed teams')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close entries and draw: Sharjah Corniche Classic' }));
    expect(screen.getByRole('dialog', { name: 'Draw 150 teams?' })).toBeTruthy();
    expect(api.calls.map((call) => call.path).filter((path) => path !== '/api/tournaments/h1')).toEqual([
      '/api/tournaments/h1/entries?page=1&limit=1',
    ]);
  });
});

describe('The tournament for its organizer, in Arabic', () => {
  const routes = (detail: ReturnType<typeof tournamentDetail>) => ({
    'GET /api/tournaments/h1': { body: detail },
    'GET /api/tournaments/h1/entries': entriesPage([], { total: 5, limit: 1, entry_counts: { total: 5, confirmed: 4 } }),
  });

  test('when drawn, then who drew it and when, the team count and the Score buttons are in Arabic, and no English text of the catalog shows', async () => {
    renderAsPartner(<TournamentRun tournamentId="h1" />, routes(tournamentDetail(draw())), 'ar');

    expect(await screen.findByText(line('أجرى Noura Al Mansouri القرعة في 1 أبريل 2099'))).toBeTruthy();
    expect(screen.getByText('4 فرق · شجرة من 4 مراكز')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^تسجيل النتيجة: / }).map((link) => link.getAttribute('aria-label'))).toEqual([
      'تسجيل النتيجة: Omar Haddad / Layla Farouk ضد Sara Nasser / Yousef Al Amiri',
      'تسجيل النتيجة: Khalid Rahman / Mariam Saeed ضد Ali Hassan / Huda Karim',
    ]);
    expect(screen.getByRole('button', { name: 'إعادة القرعة: Sharjah Corniche Classic' })).toBeTruthy();
    // This front end's texts; the shared bracket's own texts are the shared catalog's.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelector('[data-testid="bracket"]')?.remove();
    expect(englishTextsIn(page.textContent ?? '')).toEqual([]);
  });

  test('when not drawn yet, then the draw is asked about in Arabic, and the success toast is in Arabic', async () => {
    const { toasts } = renderAsPartner(<TournamentRun tournamentId="h1" />, { ...routes(tournamentDetail(null)), [DRAW]: drawn(1) }, 'ar');

    await screen.findByText('4 فرق مؤكَّدة');
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق التسجيل وإجراء القرعة: Sharjah Corniche Classic' }));
    const dialog = screen.getByRole('dialog', { name: 'إجراء القرعة بين 4 فرق؟' });
    expect(within(dialog).getByText('يُغلق التسجيل وتُجرى قرعة الشجرة عشوائيًا.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إجراء القرعة' }));

    await waitFor(() =>
      expect(toasts.getSnapshot()[0]).toMatchObject({
        title: 'أُجريت القرعة',
        description: 'أُجريت القرعة بمشاركة 4 فرق. لم يدخل القرعةَ تسجيلٌ واحد لا يزال بانتظار الشريك.',
      }),
    );
  });
});
