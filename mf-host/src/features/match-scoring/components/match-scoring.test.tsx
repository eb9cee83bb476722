import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match } from '@padel/contracts';
import { holdRequests } from '@padel/platform/testing';
import { installScriptedEventSource, openedEventSource } from '@padel/api/testing';
import { draw, match, renderAsPartner, tournamentDetail } from '../../../../test/fixtures';
import { englishTextsIn } from '../../../../test/intl';
import { MatchScoring } from './match-scoring';

const DETAIL = 'GET /api/tournaments/h1';
const POINTS = 'POST /api/tournaments/h1/matches/R1-M1/points';
const UNDO = 'POST /api/tournaments/h1/matches/R1-M1/points/undo';
const SCORE = 'PUT /api/tournaments/h1/matches/R1-M1/score';
const TEAM1 = 'Omar Haddad / Layla Farouk';
const TEAM2 = 'Sara Nasser / Yousef Al Amiri';

const live = (game: [string, string], version: number, sets = [{ team1: 3, team2: 2 }]): Match =>
  match({ status: 'live', score: { sets, game: { team1: game[0], team2: game[1], tiebreak: false } }, version });

async function renderMatch(shown: Match, routes: Parameters<typeof renderAsPartner>[1] = {}, level: 'C' | 'D' = 'C') {
  const rendered = renderAsPartner(<MatchScoring tournamentId="h1" matchId="R1-M1" />, {
    [DETAIL]: { body: tournamentDetail(draw([shown], level), level) },
    ...routes,
  });
  await screen.findByRole('table', { name: 'Score' });
  return rendered;
}

const row = (side: 'team1' | 'team2') => screen.getByTestId(`score-${side}`);
const cells = (side: 'team1' | 'team2') =>
  within(row(side))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const pointTo = (name: string) => screen.getByRole('button', { name: `Point to ${name}` });

describe('Scoring a match', () => {
  test('while the tournament loads, then a spinner says so', async () => {
    renderAsPartner(<MatchScoring tournamentId="h1" matchId="R1-M1" />, { [DETAIL]: { body: tournamentDetail(draw()) } });
    const held = holdRequests(DETAIL);

    expect(screen.getByRole('status').textContent).toBe('Loading the match');
    await held.release();
    expect(await screen.findByRole('table', { name: 'Score' })).toBeTruthy();
  });

  test('when the tournament starts on a later day, then the screen says when scoring opens, with no point button and no final score', async () => {
    renderAsPartner(<MatchScoring tournamentId="h1" matchId="R1-M1" />, {
      [DETAIL]: { body: tournamentDetail(draw([match()]), 'C', '2099-04-10') },
    });
    await screen.findByRole('table', { name: 'Score' });

    expect(screen.getByText('Scoring opens on April 10, 2099, the first day of the tournament.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Point to ${TEAM1}` })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Final score' })).toBeNull();
  });

  test('when a point is tapped, then {team, version} is posted with a key and the new score shows at once', async () => {
    const { api } = await renderMatch(live(['15', '0'], 4), {
      [POINTS]: { body: { match: live(['30', '0'], 5) } },
    });
    expect(cells('team1')).toEqual(['3', '15']);
    const held = holdRequests(DETAIL);

    fireEvent.click(pointTo(TEAM1));

    await waitFor(() => expect(cells('team1')).toEqual(['3', '30']));
    // Courtside the buttons never wait for the network: the next tap is kept and sent after this one.
    expect(pointTo(TEAM2)).toHaveProperty('disabled', false);
    await waitFor(() => expect(api.callsTo(POINTS)).toHaveLength(1));
    const [call] = api.callsTo(POINTS);
    expect(call?.body).toEqual({ team: 'team1', version: 4 });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();
    await held.release();
    await waitFor(() => expect(screen.queryByTestId('unsent-points')).toBeNull());
  });

  test('when the network is gone, then the points are kept, counted as not sent yet, shown on the board, and sent in order with their keys once it is back', async () => {
    let online = false;
    const sent: Array<{ body: unknown; key: string | undefined }> = [];
    const { api } = await renderMatch(live(['15', '0'], 4), {
      [POINTS]: (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push({ body: call.body, key: call.headers['Idempotency-Key'] });
        const version = (call.body as { version: number }).version;
        return { body: { match: live(version === 4 ? ['30', '0'] : ['40', '0'], version + 1) } };
      },
    });

    fireEvent.click(pointTo(TEAM1));
    await waitFor(() => expect(screen.getByTestId('unsent-points').textContent).toBe('Not sent yet (1)'));
    fireEvent.click(pointTo(TEAM1));

    await waitFor(() => expect(screen.getByTestId('unsent-points').textContent).toBe('Not sent yet (2)'));
    expect(cells('team1')).toEqual(['3', '40']);
    const keysTried = api.callsTo(POINTS).map((call) => call.headers['Idempotency-Key']);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.queryByTestId('unsent-points')).toBeNull());
    expect(sent.map((each) => each.body)).toEqual([
      { team: 'team1', version: 4 },
      { team: 'team1', version: 5 },
    ]);
    expect(keysTried).toContain(sent[0]?.key);
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    expect(cells('team1')).toEqual(['3', '40']);
  });

  test('when a point not sent yet is undone, then it is forgotten on the device and nothing is sent', async () => {
    const { api } = await renderMatch(live(['15', '0'], 4), {
      [POINTS]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    fireEvent.click(pointTo(TEAM2));
    await waitFor(() => expect(cells('team2')).toEqual(['2', '15']));
    fireEvent.click(screen.getByRole('button', { name: 'Undo last point' }));

    await waitFor(() => expect(screen.queryByTestId('unsent-points')).toBeNull());
    expect(cells('team2')).toEqual(['2', '0']);
    expect(api.callsTo(UNDO)).toHaveLength(0);
  });

  test('when another organizer scores (a live match event), then the score changes in place and the next tap sends its version', async () => {
    installScriptedEventSource();
    const { api } = await renderMatch(live(['15', '0'], 4), { [POINTS]: { body: { match: live(['30', '30'], 6) } } });
    const stream = await openedEventSource();
    expect(stream.url).toBe('/api/tournaments/h1/live');
    expect(screen.getByTestId('live-indicator').textContent).toBe('Connecting to live results…');
    stream.open();
    expect(screen.getByTestId('live-indicator').textContent).toBe('Live results');
    const board = screen.getByRole('table', { name: 'Score' });

    stream.send({ type: 'match', match: live(['15', '15'], 5) });

    await waitFor(() => expect(cells('team2')).toEqual(['2', '15']));
    expect(screen.getByRole('table', { name: 'Score' })).toBe(board);
    stream.send({ type: 'match', match: live(['0', '0'], 3) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(cells('team2')).toEqual(['2', '15']);
    fireEvent.click(pointTo(TEAM2));
    await waitFor(() => expect(api.callsTo(POINTS)[0]?.body).toEqual({ team: 'team2', version: 5 }));
    stream.fail();
    expect(screen.getByTestId('live-indicator').textContent).toBe('Reconnecting to live results…');
  });

  test('when team 2 has the advantage as the API sends it (nothing for team 1), then the board reads 40 against Adv', async () => {
    await renderMatch(live(['', 'Adv'], 8));

    expect([cells('team1').at(-1), cells('team2').at(-1)]).toEqual(['40', 'Adv']);
  });

  test('when the point is for team 2 at deuce, then Adv shows and the next tap sends the new version', async () => {
    const { api } = await renderMatch(live(['40', '40'], 7), {
      [POINTS]: (call) => ({
        body: {
          match: (call.body as { version: number }).version === 7 ? live(['40', 'Adv'], 8) : live(['0', '0'], 9, [{ team1: 3, team2: 3 }]),
        },
      }),
    });
    api.route(DETAIL, { body: tournamentDetail(draw([live(['40', 'Adv'], 8)])) });

    fireEvent.click(pointTo(TEAM2));
    await waitFor(() => expect(cells('team2')).toEqual(['2', 'Adv']));
    await waitFor(() => expect(pointTo(TEAM2)).toHaveProperty('disabled', false));
    fireEvent.click(pointTo(TEAM2));

    await waitFor(() =>
      expect(api.callsTo(POINTS).map((call) => call.body)).toEqual([
        { team: 'team2', version: 7 },
        { team: 'team2', version: 8 },
      ]),
    );
  });

  test('when Undo is tapped, then the last point is taken back with the version shown', async () => {
    const { api } = await renderMatch(live(['30', '0'], 5), { [UNDO]: { body: { match: live(['15', '0'], 6) } } });
    api.route(DETAIL, { body: tournamentDetail(draw([live(['15', '0'], 6)])) });

    fireEvent.click(screen.getByRole('button', { name: 'Undo last point' }));

    await waitFor(() => expect(cells('team1')).toEqual(['3', '15']));
    expect(api.callsTo(UNDO)[0]?.body).toEqual({ version: 5 });
  });

  test('when someone else scored meanwhile (409), then the match is fetched again, the latest score shows and it says so', async () => {
    const { api } = await renderMatch(live(['15', '0'], 4), {
      [POINTS]: { status: 409, body: { error: 'The score has changed: refresh and try again' } },
    });
    api.route(DETAIL, { body: tournamentDetail(draw([live(['15', '15'], 5)])) });

    fireEvent.click(pointTo(TEAM1));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "The match changed on another device meanwhile. The server's score is shown; 1 point scored here was not counted: check the score and tap again.",
    );
    await waitFor(() => expect(cells('team2')).toEqual(['2', '15']));
    expect(api.callsTo(DETAIL)).toHaveLength(2);
  });

  test('when a tie-break is played, then the board says Tie-break and shows its points', async () => {
    await renderMatch(
      match({ status: 'live', score: { sets: [{ team1: 6, team2: 6 }], game: { team1: '5', team2: '3', tiebreak: true } } }),
    );

    expect(screen.getByRole('columnheader', { name: 'Tie-break' })).toBeTruthy();
    expect(cells('team1')).toEqual(['6', '5']);
  });

  test('on a phone, then the point buttons and Undo are at least 48 px high', async () => {
    await renderMatch(live(['0', '0'], 1));

    for (const button of [pointTo(TEAM1), pointTo(TEAM2), screen.getByRole('button', { name: 'Undo last point' })]) {
      expect(parseInt(getComputedStyle(button).minHeight, 10)).toBeGreaterThanOrEqual(48);
    }
  });

  test('when the match has no second team yet, then it cannot be scored', async () => {
    await renderMatch(match({ team2: null }));

    expect(screen.getByText('Both teams must be known before this match can be scored.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Point to/ })).toBeNull();
  });

  test('when the match is not in the draw, then it says so', async () => {
    renderAsPartner(<MatchScoring tournamentId="h1" matchId="R9-M9" />, { [DETAIL]: { body: tournamentDetail(draw()) } });

    expect(await screen.findByText('This match is not in the draw.')).toBeTruthy();
  });

  describe('Final score', () => {
    const form = () => screen.getByRole('form', { name: 'Final score' });
    const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
    const problems = () => within(form()).getByRole('alert').textContent;

    test('when the sets break the rules, then the form says which and nothing is sent', async () => {
      const { api } = await renderMatch(match());

      type(`Set 1 games: ${TEAM1}`, '6');
      type(`Set 1 games: ${TEAM2}`, '5');
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));

      expect(problems()).toBe('Set 1: 6-5 is not a finished set (6 games with a 2-game lead, 7-5 or 7-6)');
      expect(api.callsTo(SCORE)).toHaveLength(0);
    });

    test('when a set is 7-6, then its tie-break points are asked and sent with the sets and the version', async () => {
      const { api } = await renderMatch(match({ version: 2 }), {
        [SCORE]: { body: { match: match({ status: 'completed', winner: 'team1', version: 3 }) } },
      });

      type(`Set 1 games: ${TEAM1}`, '7');
      type(`Set 1 games: ${TEAM2}`, '6');
      type(`Set 1 tie-break points: ${TEAM1}`, '7');
      type(`Set 1 tie-break points: ${TEAM2}`, '4');
      type(`Set 2 games: ${TEAM1}`, '6');
      type(`Set 2 games: ${TEAM2}`, '2');
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));

      await waitFor(() => expect(api.callsTo(SCORE)).toHaveLength(1));
      expect(api.callsTo(SCORE)[0]?.body).toEqual({
        outcome: 'completed',
        sets: [
          { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 4 } },
          { team1: 6, team2: 2 },
        ],
        version: 2,
      });
    });

    test('when the level is D, then one set is asked', async () => {
      await renderMatch(match(), {}, 'D');

      expect(screen.getByLabelText(`Set 1 games: ${TEAM1}`)).toBeTruthy();
      expect(screen.queryByLabelText(`Set 2 games: ${TEAM1}`)).toBeNull();
    });

    test('when the server refuses the score (400), then its message shows under the form', async () => {
      await renderMatch(match(), { [SCORE]: { status: 400, body: { error: 'A level C match ends when a team wins two sets' } } });

      type(`Set 1 games: ${TEAM1}`, '6');
      type(`Set 1 games: ${TEAM2}`, '0');
      type(`Set 2 games: ${TEAM1}`, '6');
      type(`Set 2 games: ${TEAM2}`, '0');
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));

      await waitFor(() => expect(problems()).toBe('A level C match ends when a team wins two sets'));
    });

    test('when a walkover is recorded, then the winner is asked for and sent without sets', async () => {
      const { api } = await renderMatch(match({ version: 1 }), {
        [SCORE]: { body: { match: match({ status: 'walkover', winner: 'team2', version: 2 }) } },
      });
      api.route(DETAIL, { body: tournamentDetail(draw([match({ status: 'walkover', winner: 'team2', version: 2 })])) });

      fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'walkover' } });
      expect(screen.queryByLabelText(`Set 1 games: ${TEAM1}`)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));
      expect(problems()).toBe('Choose the winner');
      fireEvent.change(screen.getByLabelText('Winner'), { target: { value: 'team2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));

      await waitFor(() => expect(api.callsTo(SCORE)[0]?.body).toEqual({ outcome: 'walkover', winner: 'team2', version: 1 }));
      expect(await screen.findByText(`Won by ${TEAM2} (walkover)`)).toBeTruthy();
    });

    test('when a retirement is recorded, then the winner and the sets played are sent', async () => {
      const { api, toasts } = await renderMatch(live(['15', '0'], 6), {
        [SCORE]: { body: { match: match({ status: 'retired', winner: 'team1', version: 7 }) } },
      });

      fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'retired' } });
      fireEvent.change(screen.getByLabelText('Winner'), { target: { value: 'team1' } });
      type(`Set 1 games: ${TEAM1}`, '3');
      type(`Set 1 games: ${TEAM2}`, '2');
      fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));

      await waitFor(() =>
        expect(api.callsTo(SCORE)[0]?.body).toEqual({ outcome: 'retired', winner: 'team1', sets: [{ team1: 3, team2: 2 }], version: 6 }),
      );
      await waitFor(() => expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Result Saved' }));
    });
  });

  describe('Correcting a finished match', () => {
    const finished = match({
      status: 'completed',
      winner: 'team1',
      version: 9,
      score: {
        sets: [
          { team1: 6, team2: 4 },
          { team1: 6, team2: 3 },
        ],
        game: null,
      },
    });

    test('when it is finished, then points are no longer offered (the server refuses them and their undo): its score is corrected below', async () => {
      await renderMatch(finished);

      expect(screen.queryByRole('button', { name: /Point to/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Undo last point' })).toBeNull();
      expect(screen.getByRole('form', { name: 'Correct the score' })).toBeTruthy();
    });

    test('when a later match has started (409), then the server says which match blocks the correction', async () => {
      const { api } = await renderMatch(finished, {
        [SCORE]: { status: 409, body: { error: 'The Final has started: the winner of this match cannot change' } },
      });
      const form = screen.getByRole('form', { name: 'Correct the score' });
      expect((within(form).getByLabelText(`Set 1 games: ${TEAM1}`) as HTMLInputElement).value).toBe('6');

      fireEvent.input(within(form).getByLabelText(`Set 1 games: ${TEAM1}`), { target: { value: '4' } });
      fireEvent.input(within(form).getByLabelText(`Set 1 games: ${TEAM2}`), { target: { value: '6' } });
      fireEvent.input(within(form).getByLabelText(`Set 2 games: ${TEAM1}`), { target: { value: '3' } });
      fireEvent.input(within(form).getByLabelText(`Set 2 games: ${TEAM2}`), { target: { value: '6' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));

      expect((await within(form).findByRole('alert')).textContent).toBe('The Final has started: the winner of this match cannot change');
      expect(api.callsTo(SCORE)[0]?.body).toMatchObject({ outcome: 'completed', version: 9 });
      expect(screen.getByText(`Won by ${TEAM1}`)).toBeTruthy();
    });
  });
});

describe('Scoring a match in Arabic', () => {
  const renderArabic = async (shown: Match, routes: Parameters<typeof renderAsPartner>[1] = {}) => {
    const rendered = renderAsPartner(
      <MatchScoring tournamentId="h1" matchId="R1-M1" />,
      { [DETAIL]: { body: tournamentDetail(draw([shown])) }, ...routes },
      'ar',
    );
    await screen.findByRole('table', { name: 'النتيجة' });
    return rendered;
  };

  test('when a live match is shown in Arabic, then the round, the score board, the buttons and the final-score form are in Arabic and no English text of the catalog shows', async () => {
    await renderArabic(live(['15', '0'], 4));

    expect(screen.getByRole('heading', { name: 'الدور نصف النهائي' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'الفريق' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'المجموعة 1' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'الشوط' })).toBeTruthy();
    expect(screen.getByText('مباشر')).toBeTruthy();
    expect(screen.getByRole('button', { name: `نقطة لصالح ${TEAM1}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تراجع عن آخر نقطة' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'النتيجة النهائية' })).toBeTruthy();
    expect(screen.getByLabelText(`أشواط المجموعة 3: ${TEAM2}`)).toBeTruthy();
    expect(cells('team1')).toEqual(['3', '15']);
    expect(englishTextsIn(document.body.textContent ?? '')).toEqual([]);
  });

  test('when the sets break the rules in Arabic, then the form says which in Arabic', async () => {
    await renderArabic(match());

    fireEvent.input(screen.getByLabelText(`أشواط المجموعة 1: ${TEAM1}`), { target: { value: '6' } });
    fireEvent.input(screen.getByLabelText(`أشواط المجموعة 1: ${TEAM2}`), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ النتيجة' }));

    expect(within(screen.getByRole('form', { name: 'النتيجة النهائية' })).getByRole('alert').textContent).toBe(
      'المجموعة 1: النتيجة 6-5 لا تمثّل مجموعة منتهية (6 أشواط بفارق شوطين، أو 7-5، أو 7-6)',
    );
  });

  test('when someone else scored meanwhile (409) in Arabic, then the notice says so in Arabic', async () => {
    await renderArabic(live(['15', '0'], 4), { [POINTS]: { status: 409, body: { error: 'The score has changed' } } });

    fireEvent.click(screen.getByRole('button', { name: `نقطة لصالح ${TEAM1}` }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'تغيّرت المباراة على جهاز آخر في هذه الأثناء. تظهر نتيجة الخادم؛ لم تُحتسب نقطة واحدة سُجّلت هنا: تحقّق من النتيجة واضغط مرة أخرى.',
    );
  });

  test('when a finished match was a walkover, then its result says so in Arabic', async () => {
    await renderArabic(match({ status: 'walkover', winner: 'team2', version: 3 }));

    expect(screen.getByText(`الفائز: ${TEAM2} (انسحاب قبل البدء)`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تصحيح النتيجة' })).toBeTruthy();
  });
});
