import { randomUUID } from 'node:crypto';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, signIn } from '../src/public-helpers';
import { confirmedEntry, leagueDay, member, newPlayer, teamOf, type Member } from '../src/tournament-helpers';

const PHONE = { width: 390, height: 844 };

/**
 * The order of play (issue 30, item 1): Noura places a whole round on courts and times from her phone, a clash is
 * refused by the server, and the public tournament page's Order of play shows the round by day and court.
 */
describe('The order of play', () => {
  const title = `Order Cup ${(9e12 - Date.now()).toString(36)}`;
  const day = leagueDay(1);
  let tournamentId = '';
  let organizer: Member;
  let browser: BrowserSession;
  let visitor: BrowserSession;
  const names: string[] = [];

  beforeAll(async () => {
    // Four teams: two semi-finals to place side by side (two demo teams, two of new players).
    const run = randomUUID().slice(0, 6);
    const demo = await Promise.all(['noura', 'omar', 'layla', 'khalid', 'sara'].map((name) => member(`${name}@padel.local`)));
    const fresh = await Promise.all(['a', 'b', 'c', 'd'].map((who) => newPlayer(`order-${who}`, `Order ${who} ${run}`)));
    const people = [...demo, ...fresh];
    organizer = demo[0]!;
    const { tournament } = await api<{ tournament: { id: string } }>('/tournaments', {
      token: organizer.token,
      method: 'POST',
      body: { title, category: 'bronze', level: 'D', start_date: day, end_date: day, city: 'Dubai' },
    });
    tournamentId = tournament.id;
    for (let pair = 1; pair < people.length; pair += 2) {
      const [first, second] = [people[pair]!, people[pair + 1]!];
      await confirmedEntry(tournamentId, await teamOf(first, second), first, second, { category: 'bronze', level: 'D' });
    }
    const { draw } = await api<{ draw: { rounds: { matches: { team1: { name: string } | null; team2: { name: string } | null }[] }[] } }>(
      `/tournaments/${encodeURIComponent(tournamentId)}/draw`,
      { token: organizer.token, method: 'POST' },
    );
    for (const match of draw.rounds[0]?.matches ?? []) names.push(match.team1?.name ?? '', match.team2?.name ?? '');
    [browser, visitor] = await Promise.all([launchBrowser({ viewport: PHONE }), launchBrowser({ viewport: PHONE })]);
  });

  afterAll(async () => {
    await Promise.all([browser?.close(), visitor?.close()]);
  });

  test('when both semi-finals are put on one court at one time, then the server refuses it and says which court', async () => {
    const page = browser.page;
    await page.goto(`${baseUrl}/host-dashboard/tournaments/${encodeURIComponent(tournamentId)}`);
    await signIn(page, 'noura@padel.local');
    const form = page.getByTestId('round-schedule');
    await form.waitFor();
    const rows = form.getByRole('listitem');
    for (let index = 0; index < 2; index += 1) {
      await rows.nth(index).getByLabel('Court').selectOption('1');
      await rows.nth(index).getByLabel('Start (league time)').fill(`${day}T17:00`);
    }

    await form.getByRole('button', { name: "Save the round's order of play" }).click();

    await form.getByRole('alert').filter({ hasText: 'Court 1 already has a match at that time' }).waitFor();
  });

  test('when the grid is filled on two courts and saved, then the round is placed', async () => {
    const form = browser.page.getByTestId('round-schedule');
    await form.getByLabel('Courts').fill('2');
    await form.getByLabel('First start (league time)').fill(`${day}T17:00`);
    await form.getByRole('button', { name: 'Fill courts and times' }).click();

    await form.getByRole('button', { name: "Save the round's order of play" }).click();

    await form.getByRole('status').filter({ hasText: 'The order of play is saved.' }).waitFor();
    const detail = await api<{ draw: { rounds: { matches: { court: string | null; starts_at: string | null }[] }[] } }>(
      `/tournaments/${encodeURIComponent(tournamentId)}`,
    );
    expect(detail.draw.rounds[0]?.matches.map((match) => [match.court, match.starts_at])).toEqual([
      ['1', `${day}T13:00:00.000Z`],
      ['2', `${day}T13:00:00.000Z`],
    ]);
  });

  test('when a visitor opens the Order of play tab, then the round shows by day and court, each match marked Next', async () => {
    const page = visitor.page;
    await page.goto(`${baseUrl}/tournaments/${encodeURIComponent(tournamentId)}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await page.getByRole('tab', { name: 'Order of play' }).click();

    const courts = page.getByTestId('order-of-play-court');
    await courts.first().waitFor();
    expect(await courts.count()).toBe(2);
    expect(await courts.nth(0).getByRole('heading').textContent()).toBe('Court 1');
    expect(await courts.nth(1).getByRole('heading').textContent()).toBe('Court 2');
    const first = (await courts.nth(0).getByRole('listitem').textContent()) ?? '';
    expect(first).toContain('Next');
    expect(first).toContain('17:00');
    expect(first).toContain(names[0]);
    expect((await courts.nth(1).getByRole('listitem').textContent()) ?? '').toContain(names[2]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
