import { waitForMail } from '@padel/tools/testing/mailpit';
import { api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { textIn } from '../src/catalog';
import { baseUrl, freshEmail, registerPlayerViaApi, signIn, signUpViaApi } from '../src/public-helpers';
import { leagueDay, member, teamOf, type Member } from '../src/tournament-helpers';

/**
 * Issue 29 items 3 and 4 (decision 198): an organizer's tournament with 2 places and an entry fee; three teams enter
 * and confirm, the third waits on the waitlist; a withdrawal promotes it; every player is mailed in their language;
 * the organizer marks the fees paid and draws the paid entries.
 */

interface EntryView {
  id: string;
  status: string;
  waitlist_place?: number | null;
}

const letters = (count: number) =>
  Array.from({ length: count }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const uniqueTitle = (name: string) => `${name} ${capitalized(letters(8))}`;

/** A new registered player (a fresh account), as a member who can invite and enter. */
async function newPlayer(purpose: string): Promise<Member & { name: string }> {
  const email = freshEmail(purpose);
  const name = `${capitalized(letters(6))} ${capitalized(letters(7))}`;
  const { id, token } = await signUpViaApi(email, name);
  await registerPlayerViaApi(token, name, 'Oman');
  return { email, token, id, name };
}

/** The team's entry in the tournament, made by `creator` and confirmed by `partner`: the confirmation's answer. */
async function enterAndConfirm(tournamentId: string, teamId: string, creator: Member, partner: Member): Promise<EntryView> {
  const entry = await eventually(async () => {
    try {
      return (
        await api<{ entry: EntryView }>('/tournament-entries', {
          token: creator.token,
          method: 'POST',
          body: { tournament_id: tournamentId, team_id: teamId },
        })
      ).entry;
    } catch (error) {
      if (/: 404 .*Team not found/.test((error as Error).message)) return undefined;
      throw error;
    }
  }, `the tournaments service to know team ${teamId}`);
  return (await api<{ entry: EntryView }>(`/tournament-entries/${entry.id}/confirm`, { token: partner.token, method: 'PATCH' })).entry;
}

/** The organizer's tournament of this title, by its id. */
async function idOf(organizer: Member, title: string): Promise<string> {
  const own = await api<Array<{ id: string; title: string }>>('/tournaments/me', { token: organizer.token });
  const found = own.find((tournament) => tournament.title === title);
  if (!found) throw new Error(`${title} is not among the organizer's tournaments`);
  return found.id;
}

describe('Capacity, waitlist and fees, in English', () => {
  const title = uniqueTitle('Waitlist Cup');
  const startDate = leagueDay(30);
  let organizerBrowser: BrowserSession;
  let visitorBrowser: BrowserSession;
  let noura: Member;
  let players: Record<'omar' | 'layla' | 'khalid' | 'sara' | 'yousef', Member>;
  let newcomer: Member & { name: string };
  let tournamentId: string;
  const entries: EntryView[] = [];

  beforeAll(async () => {
    [organizerBrowser, visitorBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
    const [n, omar, layla, khalid, sara, yousef] = await Promise.all(
      ['noura', 'omar', 'layla', 'khalid', 'sara', 'yousef'].map((name) => member(`${name}@padel.local`)),
    );
    noura = n!;
    players = { omar: omar!, layla: layla!, khalid: khalid!, sara: sara!, yousef: yousef! };
    newcomer = await newPlayer('waitlist');
  });

  afterAll(async () => {
    await Promise.all([organizerBrowser?.close(), visitorBrowser?.close()]);
  });

  test('when Noura creates a tournament with 2 places and a fee of 200, then My Tournaments lists it', async () => {
    const page = organizerBrowser.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await signIn(page, 'noura@padel.local');
    const form = page.getByRole('form', { name: 'Create Tournament' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Start Date').fill(startDate);
    await form.getByLabel('City').fill('Dubai');
    await form.getByLabel('Places (teams)').fill('2');
    await form.getByLabel('Entry fee per team (AED)').fill('200');

    await form.getByRole('button', { name: 'Create Tournament' }).click();

    await page.getByText('Tournament Created!').waitFor();
    await page.getByTestId('my-tournament').filter({ hasText: title }).waitFor();
    tournamentId = await idOf(noura, title);
    const detail = await api<{ maxTeams: number; entryFee: number; placesTaken: number }>(`/tournaments/${tournamentId}`);
    expect(detail).toMatchObject({ maxTeams: 2, entryFee: 200, placesTaken: 0 });
  });

  test('when three teams enter and confirm, then the third is waitlisted, the page says it is full, and its players are mailed', async () => {
    const { omar, layla, khalid, sara, yousef } = players;
    const teams = [await teamOf(omar, layla), await teamOf(khalid, sara), await teamOf(yousef, newcomer)];
    entries.push(await enterAndConfirm(tournamentId, teams[0]!, omar, layla));
    entries.push(await enterAndConfirm(tournamentId, teams[1]!, khalid, sara));
    entries.push(await enterAndConfirm(tournamentId, teams[2]!, yousef, newcomer));

    expect(entries.map((entry) => entry.status)).toEqual(['confirmed', 'confirmed', 'waitlist']);
    expect(entries[2]?.waitlist_place).toBe(1);
    const page = visitorBrowser.page;
    await page.goto(`${baseUrl}/tournaments/${tournamentId}`);
    expect(await page.getByTestId('tournament-places').innerText()).toBe('2 of 2 places taken · 1 team on the waitlist');
    expect(await page.getByTestId('tournament-entry-fee').innerText()).toBe('AED 200 per team');
    await page.getByRole('button', { name: 'Join the waitlist' }).waitFor();
    const mail = await waitForMail(newcomer.email, { containing: title, subject: /waitlist/ });
    expect(mail.Subject).toBe(`${title} is full: your team is on the waitlist`);
    expect(mail.Text).toContain('number 1 on the waitlist');
    await waitForMail(omar.email, { containing: title, subject: /is confirmed/ });
  });

  test('when a confirmed team withdraws, then the waitlisted team is promoted and both its players are told a place opened', async () => {
    await api(`/tournament-entries/${entries[0]!.id}/withdraw`, { token: players.omar.token, method: 'PATCH' });

    const promoted = await eventually(async () => {
      const mine = await api<{ items: EntryView[] }>('/tournament-entries/me?page=1&limit=50', { token: newcomer.token });
      return mine.items.find((entry) => entry.id === entries[2]!.id && entry.status === 'confirmed');
    }, 'the waitlisted entry to be promoted');
    expect(promoted.status).toBe('confirmed');
    for (const email of [newcomer.email, players.yousef.email]) {
      const mail = await waitForMail(email, { containing: title, subject: /A place opened/ });
      expect(mail.Subject).toBe(`A place opened: your team is in ${title}`);
    }
    const page = visitorBrowser.page;
    await page.reload();
    expect(await page.getByTestId('tournament-places').innerText()).toBe('2 of 2 places taken');
  });

  test('when Noura marks both fees paid and draws the paid entries, then the bracket holds both teams and the players learn their first match', async () => {
    const page = organizerBrowser.page;
    await page.reload();
    const item = page.getByTestId('my-tournament').filter({ hasText: title });
    await item.getByRole('button', { name: `View entries of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Entries: ${title}` });
    const confirmedRows = dialog.getByTestId('tournament-entry').filter({ hasText: 'Confirmed' });
    await confirmedRows.first().waitFor();
    expect(await confirmedRows.count()).toBe(2);
    for (let index = 0; index < 2; index += 1) {
      const row = confirmedRows.nth(index);
      await row.getByRole('button', { name: 'Mark paid' }).click();
      await row.getByRole('button', { name: 'Mark unpaid' }).waitFor();
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Close entries and draw: ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Draw 2 teams?' });
    await confirm.getByLabel('Draw only the entries marked paid').check();
    await confirm.getByRole('button', { name: 'Draw', exact: true }).click();

    await page.getByText('Bracket Drawn').waitFor();
    const detail = await api<{ draw: { team_count: number } | null }>(`/tournaments/${tournamentId}`);
    expect(detail.draw?.team_count).toBe(2);
    const mail = await waitForMail(players.khalid.email, { containing: title, subject: /The draw for/ });
    expect(mail.Text).toContain('Your first match: Final against');
    expect(organizerBrowser.pageErrors).toEqual([]);
  });
});

describe('Capacity, waitlist and fees, in Arabic', () => {
  const title = uniqueTitle('Waitlist Open');
  let browser: BrowserSession;
  let arabicReader: Member & { name: string };
  let partner: Member & { name: string };
  let tournamentId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [arabicReader, partner] = [await newPlayer('waitlist-ar'), await newPlayer('waitlist-ar-partner')];
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('when a signed-in player switches the site to Arabic, then their profile keeps Arabic for their mails', async () => {
    const page = browser.page;
    await page.goto(`${baseUrl}/`);
    await signIn(page, arabicReader.email, 'e2e-secret-1');

    await page.getByTestId('language-switch').click();

    await eventually(async () => {
      const profile = await api<{ language?: string }>('/profile/me', { token: arabicReader.token });
      return profile.language === 'ar' ? true : undefined;
    }, 'the profile language to be Arabic');
  });

  test('when the tournament is full, then its page offers Join the waitlist in Arabic and the waitlisted player gets an Arabic mail', async () => {
    const [noura, omar, layla, khalid, sara] = await Promise.all(
      ['noura', 'omar', 'layla', 'khalid', 'sara'].map((name) => member(`${name}@padel.local`)),
    );
    const { tournament } = await api<{ tournament: { id: string } }>('/tournaments', {
      token: noura!.token,
      method: 'POST',
      body: {
        title,
        category: 'bronze',
        level: 'D',
        start_date: leagueDay(31),
        city: 'Muscat',
        country: 'Oman',
        max_teams: 2,
        entry_fee: 100,
      },
    });
    tournamentId = tournament.id;
    await enterAndConfirm(tournamentId, await teamOf(omar!, layla!), omar!, layla!);
    await enterAndConfirm(tournamentId, await teamOf(khalid!, sara!), khalid!, sara!);
    const page = browser.page;
    await page.goto(`${baseUrl}/tournaments/${tournamentId}`);

    await page.getByRole('button', { name: textIn('ar', 'Join the waitlist') }).waitFor();
    expect(await page.getByTestId('tournament-places').innerText()).toBe('2 من 2 أماكن محجوزة');

    const waiting = await enterAndConfirm(tournamentId, await teamOf(arabicReader, partner), arabicReader, partner);
    expect(waiting.status).toBe('waitlist');
    const mail = await waitForMail(arabicReader.email, { containing: title });
    expect(mail.Subject).toBe(`${title} مكتملة: فريقك في قائمة الانتظار`);
    expect(mail.Text).toContain('ترتيب فريقك في قائمة الانتظار هو 1');
    expect(mail.HTML).toContain('<section lang="ar" dir="rtl">');
    // The partner kept English.
    expect((await waitForMail(partner.email, { containing: title })).Subject).toBe(`${title} is full: your team is on the waitlist`);
  });
});
