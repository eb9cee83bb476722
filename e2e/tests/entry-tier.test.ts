import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { releaseAll } from '@padel/tools/testing/release-all';
import { api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { textIn, type Language } from '../src/catalog';
import { baseUrl, DEMO_PASSWORD, SCREENSHOT_DIR, signIn } from '../src/public-helpers';
import { leagueDay, member } from '../src/tournament-helpers';
import { PASSWORD, playerWithTeam, untilEntriesKnowTeam, type Player } from './registration-helpers';

const NOURA = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e01';
const WIDTHS = [360, 768, 1280, 1440];

interface EntryView {
  category: string;
  level: string;
  tournament: { tier?: string } | null;
}

/**
 * Controls inside the page's main area whose content does not fit: any control whose scrollWidth exceeds its
 * clientWidth, and any select whose chosen option's text is wider than the room inside its padding.
 */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const clipped: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button'))) {
      if (control.getClientRects().length === 0) continue;
      const name = control.getAttribute('aria-label') ?? control.id ?? control.textContent?.trim() ?? control.tagName;
      if (control.scrollWidth > control.clientWidth + 1) {
        clipped.push(`${name}: scrollWidth ${control.scrollWidth} > clientWidth ${control.clientWidth}`);
      }
      if (control instanceof HTMLSelectElement) {
        const style = getComputedStyle(control);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = control.selectedOptions[0]?.textContent ?? '';
        const room = control.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        const width = context.measureText(text).width;
        if (width > room) clipped.push(`${name} shows "${text}": ${Math.ceil(width)} px of text in ${room} px`);
      }
    }
    return clipped;
  });
}

/** The background colour of each tier badge on the page, by tier. */
function tierColours(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const colours: Record<string, string[]> = {};
    for (const badge of Array.from(document.querySelectorAll<HTMLElement>('main [data-tier]'))) {
      const tier = badge.dataset.tier ?? '';
      colours[tier] = [...new Set([...(colours[tier] ?? []), getComputedStyle(badge).backgroundColor])];
    }
    return colours;
  });
}

/** Each tier has one colour, and no two tiers share one. */
function expectOneColourPerTier(colours: Record<string, string[]>): void {
  for (const tier of Object.keys(colours)) expect([tier, colours[tier]!.length]).toEqual([tier, 1]);
  const all = Object.values(colours).map(([colour]) => colour);
  expect(new Set(all).size).toBe(all.length);
}

/**
 * Issue 16: an entry's tier and level are its tournament's. A fresh team enters a Major (stored as the demo seed stores
 * Majors: category gold, tier major) on Enter Tournament, where the tier and level are facts, not choices; the entry is
 * Major on Enter Tournament, in the older registrations and in the organizer's entries; tier badges have one colour
 * per tier; no control of Enter Tournament is clipped from 360 to 1440 px.
 */
describe('An entry in a Major is a Major entry everywhere', () => {
  const run = randomUUID().slice(0, 6);
  const title = `E2E Tier Major ${run}`;
  const tournamentId = new ObjectId();
  let mongo: MongoClient;
  let a: Player;
  let b: Player;
  let player: BrowserSession;

  beforeAll(async () => {
    mongo = new MongoClient(process.env.MONGO_URL!);
    // No route makes a Major (organizers make gold, silver or bronze tournaments): stored as the demo seed does.
    const start = leagueDay(20);
    await mongo
      .db('padel_tournaments')
      .collection('tournaments')
      .insertOne({
        _id: tournamentId,
        slug: `e2e-tier-major-${run}`,
        title,
        category: 'gold',
        tier: 'major',
        level: 'C',
        start_date: start,
        end_date: leagueDay(22),
        city: 'Riyadh',
        country: 'Saudi Arabia',
        entry_open_at: null,
        entry_close_at: null,
        status: 'published',
        organizer_id: NOURA,
        progress: null,
        revision: 0,
        status_revision: 0,
        outbox: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    let teamId: string;
    ({ player: a, partner: b, teamId } = await playerWithTeam('tier'));
    await untilEntriesKnowTeam(a, teamId);
    player = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    const db = mongo.db('padel_tournaments');
    await releaseAll(
      () => player?.close(),
      () => db.collection('tournament_entries').deleteMany({ tournament_id: String(tournamentId) }),
      () => db.collection('tournaments').deleteOne({ _id: tournamentId }),
      () => mongo.close(),
    );
  });

  test('when A enters the Major on Enter Tournament, then its tier Major and level C are facts and the pending entry says Major', async () => {
    const page = player.page;
    await page.goto(`${baseUrl}/enter-tournament`);
    await signIn(page, a.email, PASSWORD);
    const card = page.getByRole('article', { name: title });
    expect(await card.locator('[data-tier]').getAttribute('data-tier')).toBe('major');
    expect(await card.locator('[data-tier]').innerText()).toBe('Major');

    await card.getByRole('button', { name: `Choose ${title}` }).click();
    const form = page.getByRole('form', { name: 'Enter a Tournament' });
    const facts = form.getByTestId('entry-tournament-facts');
    await facts.getByText('C Advanced Players (best of 3 sets)').waitFor();
    expect(await facts.locator('[data-tier]').innerText()).toBe('Major');
    expect(await form.getByLabel('Level', { exact: true }).count()).toBe(0);
    await form.getByRole('radio', { name: `With ${b.name}` }).check();
    await form.getByRole('button', { name: 'Submit Entry' }).click();

    await page.getByText('Entry Created!').waitFor();
    const pending = page.getByTestId('pending-entry').filter({ hasText: title });
    await pending.getByText(/ · Major · Level C · /).waitFor();
    expect(player.pageErrors).toEqual([]);
  });

  test('when the entry is read back, then it is gold at level C in a Major, and the older form lists it as major', async () => {
    const entries = await api<Array<EntryView & { tournament_id: string }>>('/tournament-entries/me', { token: b.token });
    const registrations = await api<Array<{ tournamentId: string; tier: string; level: string }>>('/tournament-registrations', {
      token: b.token,
    });

    expect(entries.find((entry) => entry.tournament_id === String(tournamentId))).toMatchObject({
      category: 'gold',
      level: 'C',
      tournament: { tier: 'major' },
    });
    expect(registrations.find((registration) => registration.tournamentId === String(tournamentId))).toMatchObject({
      tier: 'major',
      level: 'C',
    });
  });

  test('when B opens Enter Tournament, then the entry waiting for B says Major too', async () => {
    const session = await launchBrowser();
    try {
      await session.page.goto(`${baseUrl}/enter-tournament`);
      await signIn(session.page, b.email, PASSWORD);
      const pending = session.page.getByTestId('pending-entry').filter({ hasText: title });
      await pending.getByText(/ · Major · Level C · /).waitFor();
      await pending.getByRole('button', { name: `Confirm entry for ${title}` }).waitFor();
    } finally {
      await session.close();
    }
  });

  test("when the organizer opens the Major's entries on the host dashboard, then the team's entry reads Major · C Level", async () => {
    const session = await launchBrowser();
    try {
      const page = session.page;
      await page.goto(`${baseUrl}/host-dashboard`);
      await signIn(page, 'noura@padel.local', DEMO_PASSWORD);
      await page.getByRole('button', { name: `View entries of ${title}` }).click();
      const dialog = page.getByRole('dialog');
      const row = dialog.getByTestId('tournament-entry').filter({ hasText: a.name });
      await row.getByText('Major · C Level').waitFor();
    } finally {
      await session.close();
    }
  });

  test('when tier badges show on Enter Tournament and on Tournaments, then each tier has one colour of its own', async () => {
    const page = player.page;
    await page.goto(`${baseUrl}/enter-tournament`);
    await page.getByRole('article', { name: title }).waitFor();
    const onEnterTournament = await tierColours(page);
    expect(Object.keys(onEnterTournament).sort()).toEqual(['bronze', 'gold', 'major', 'silver']);
    expectOneColourPerTier(onEnterTournament);

    await page.goto(`${baseUrl}/tournaments`);
    await page.getByTestId('tournament-card').filter({ hasText: title }).waitFor();
    const onTournaments = await tierColours(page);
    expectOneColourPerTier(onTournaments);
    for (const tier of Object.keys(onTournaments)) expect([tier, onTournaments[tier]]).toEqual([tier, onEnterTournament[tier]]);
  });

  test.each<[Language, number]>([...WIDTHS.map((width): [Language, number] => ['en', width]), ['ar', 360], ['ar', 1280]])(
    'when Enter Tournament is %s at %i px with the Major and the team chosen, then no control is clipped',
    async (language, width) => {
      const L = (text: string, values?: Record<string, string>) => textIn(language, text, values);
      const page = player.page;
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto(`${baseUrl}/enter-tournament`);
      const form = page.getByRole('form', { name: L('Enter a Tournament') });
      await form.waitFor();
      await page.getByTestId('pending-entry').filter({ hasText: title }).waitFor();
      await form.getByLabel(L('Tournament'), { exact: true }).selectOption(String(tournamentId));
      await form.getByTestId('entry-tournament-facts').waitFor();
      await form.getByRole('radio').first().check();

      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `enter-tournament-major-${language}-${width}.png`), fullPage: true });

      expect(await clippedControls(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );

  test('when the organizer unpublishes the Major, then the entry says Withdrawn by the organizer, with no Confirm or Withdraw', async () => {
    const noura = await member('noura@padel.local');
    await api(`/tournaments/${String(tournamentId)}/status`, { token: noura.token, method: 'PATCH', body: { status: 'draft' } });
    const session = await launchBrowser();
    try {
      await session.page.goto(`${baseUrl}/enter-tournament`);
      await signIn(session.page, b.email, PASSWORD);
      const pending = session.page.getByTestId('pending-entry').filter({ hasText: title });
      await pending.getByText('Withdrawn by the organizer').waitFor();
      expect(await pending.getByRole('button').count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  test('when a select is narrower than its chosen text, then the check reports it (the check can fail)', async () => {
    const page = player.page;
    await page.evaluate(() => {
      const select = document.createElement('select');
      select.id = 'too-narrow';
      select.style.width = '120px';
      select.add(new Option('D Entry Players (one set)', 'D', true, true));
      document.querySelector('main')!.append(select);
    });

    const clipped = await clippedControls(page);
    await page.evaluate(() => document.getElementById('too-narrow')?.remove());

    expect(clipped).toEqual([expect.stringMatching(/^too-narrow shows "D Entry Players \(one set\)"/)]);
  });
});
