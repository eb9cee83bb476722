import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { verifyEmailThroughMail } from '@padel/tools/testing/mailpit';
import { accessToken, api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { exactTextIn, textIn, type Language } from '../src/catalog';
import { screenshotBothThemes } from '../src/public-helpers';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:8100';
const PASSWORD = 'e2e-teams-2026';

interface Account {
  id: string;
  email: string;
  fullName: string;
  password: string;
}

/**
 * A fresh account through the product's own sign-up route (unique email, so reruns never collide), its email verified
 * through Keycloak's mail (invitations by email reach verified addresses only).
 */
async function signUp(purpose: string, fullName: string): Promise<Account> {
  const email = `e2e-${purpose}-${randomUUID().slice(0, 12)}@padel.test`;
  const { user } = await api<{ user: { id: string } }>('/auth/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, full_name: fullName },
  });
  await verifyEmailThroughMail(email);
  return { id: user.id, email, fullName, password: PASSWORD };
}

async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, L: (text: string) => string | RegExp): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: L('Sign In') })
    .click();
  const dialog = page.getByRole('dialog', { name: L('Authentication') });
  await dialog.getByLabel(L('Email'), { exact: true }).fill(account.email);
  await dialog.getByLabel(L('Password'), { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: L('Sign In'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Two fresh players in two browsers: A invites B by email, B accepts from the link, both see the team; A enters
 * an upcoming tournament, B confirms, both see it confirmed, and the entry-confirmed consumer records it on the team.
 * The same flow in English and in Arabic (issue 11): every text is found through the catalogs.
 */
describe.each<Language>(['en', 'ar'])('Teams, invitations and tournament entries across two users (%s)', (language) => {
  const L = (text: string, values?: Record<string, string>) => textIn(language, text, values);
  const run = randomUUID().slice(0, 6);
  let a: Account;
  let b: Account;
  let browserA: BrowserSession;
  let browserB: BrowserSession;
  let tournament: { id: string; title: string };

  beforeAll(async () => {
    [a, b] = await Promise.all([signUp('teams-a', `Amal Inviter ${run}`), signUp('teams-b', `Badr Invitee ${run}`)]);
    const organizer = await accessToken('noura@padel.local', 'padel-demo-2026');
    const startDate = new Date(Date.now() + 45 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    ({ tournament } = await api<{ tournament: { id: string; title: string } }>('/tournaments', {
      token: organizer,
      method: 'POST',
      body: { title: `E2E Teams Cup ${run}`, category: 'silver', level: 'C', start_date: startDate, city: 'Abu Dhabi' },
    }));
    [browserA, browserB] = await Promise.all([launchBrowser(), launchBrowser()]);
    for (const { page } of [browserA, browserB]) {
      await page.goto(`${baseUrl}/`);
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    }
  });

  afterAll(async () => {
    await Promise.all([browserA?.close(), browserB?.close()]);
  });

  test('when A invites B by email from My Teams, then Invitation Sent! shows and the invitation waits under Sent Invitations', async () => {
    const page = browserA.page;
    await page.goto(`${baseUrl}/my-teams`);
    await page.getByRole('heading', { name: L('Sign In Required') }).waitFor();
    await signIn(page, a, L);
    await page.getByText(L('No confirmed teams yet. Invite a partner to create a team.')).waitFor();

    await page.getByRole('tab', { name: L('Invite by Email') }).click();
    const send = page.getByRole('button', { name: L('Send Invitation') });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel(L("Partner's email")).fill(b.email);
    await send.click();

    await page.getByText(L('Invitation Sent!')).waitFor();
    await page.getByText(L('Your partner invitation has been sent.')).waitFor();
    expect(await page.getByLabel(L("Partner's email")).inputValue()).toBe('');
    const sent = page.getByTestId('sent-invitation');
    await sent.getByText(b.email).waitFor();
    await sent.getByRole('button', { name: L('Cancel invitation to {name}', { name: b.email }) }).waitFor();
  });

  test('when B signs in, then My Teams lists the pending invitation from A', async () => {
    const page = browserB.page;
    await page.goto(`${baseUrl}/my-teams`);
    await signIn(page, b, L);

    const invitation = page.getByTestId('pending-invitation');
    await invitation.getByText(a.fullName).waitFor();
    await invitation.getByRole('button', { name: L('Accept invitation from {name}', { name: a.fullName }) }).waitFor();
  });

  test('when B opens the accept link and accepts, then Team Confirmed shows and My Teams opens with A as partner', async () => {
    const page = browserB.page;
    const invitations = await api<Array<{ inviter: string; token: string }>>('/team-invitations/me', {
      token: await accessToken(b.email, b.password),
    });
    const invitation = invitations.find((candidate) => candidate.inviter === a.id);
    expect(invitation).toBeDefined();
    await page.goto(`${baseUrl}/accept?token=${encodeURIComponent(invitation?.token ?? '')}`);

    await page.getByRole('button', { name: L('Accept Invitation') }).click();

    await page.getByRole('heading', { name: L('Team Confirmed') }).waitFor();
    await page.getByText(L('Team Confirmed!')).waitFor();
    await page.waitForURL(`${baseUrl}/my-teams`, { timeout: 5000 });
    await page.getByTestId('confirmed-team').getByText(a.fullName).waitFor();
    expect(await page.getByTestId('pending-invitation').count()).toBe(0);
  });

  test('when B edits the profile, then the country is one of the list, Profile Updated shows and the values stay after a reload', async () => {
    const page = browserB.page;
    await page
      .getByRole('navigation', { name: L('Main') })
      .getByRole('link', { name: L('My Profile') })
      .click();
    const form = page.getByRole('form', { name: L('Edit Profile') });
    expect(await form.getByLabel(L('Full Name')).inputValue()).toBe(b.fullName);
    expect(await form.getByLabel(L('Full Name')).isDisabled()).toBe(true);

    // A list of countries, named in the page's language (decision 195); the value kept is the English name.
    await form.getByLabel(L('Country')).selectOption('Qatar');
    await form.getByLabel(L('Strong Hand')).selectOption('left');
    await form.getByLabel(L('Height')).fill('183 cm');
    await form.getByRole('button', { name: L('Save Changes') }).click();

    await page.getByText(L('Profile Updated')).waitFor();
    await page.getByText(L('Your profile has been updated successfully.')).waitFor();
    await page.reload();
    await page.getByRole('form', { name: L('Edit Profile') }).waitFor();
    expect(await form.getByLabel(L('Country')).inputValue()).toBe('Qatar');
    expect(await form.getByLabel(L('Strong Hand')).inputValue()).toBe('left');
    expect(await form.getByLabel(L('Height')).inputValue()).toBe('183 cm');
    const details = (await page.getByRole('definition').allInnerTexts()).map((text) => text.trim());
    expect(details).toEqual([b.email, expect.stringMatching(L('Player')), '0', '0', '0']);
  });

  test('when A reloads My Teams, then the team with B is confirmed there too', async () => {
    const page = browserA.page;
    await page.reload();

    await page.getByTestId('confirmed-team').getByText(b.fullName).waitFor();
  });

  test('when A enters the upcoming tournament with the team, then Entry Created! shows and the entry waits for B', async () => {
    const page = browserA.page;
    await page
      .getByRole('navigation', { name: L('Main') })
      .getByRole('link', { name: L('Enter Tournament') })
      .click();
    const form = page.getByRole('form', { name: L('Enter a Tournament') });
    await form.waitFor();
    await form.getByLabel(L('Tournament'), { exact: true }).selectOption(tournament.id);
    await form.getByRole('radio', { name: exactTextIn(language, 'With {partner}', { partner: b.fullName }) }).check();
    // The entry takes the tournament's tier and level (decision 111): shown as facts, not chosen.
    const facts = form.getByTestId('entry-tournament-facts');
    await facts.getByText(L('C Advanced Players (best of 3 sets)')).waitFor();
    expect(await facts.locator('[data-tier]').getAttribute('data-tier')).toBe('silver');

    await form.getByRole('button', { name: L('Submit Entry') }).click();

    await page.getByText(L('Entry Created!')).waitFor();
    const pending = page.getByTestId('pending-entry').filter({ hasText: tournament.title });
    await pending.getByText(L('Waiting for your partner')).waitFor();
    expect(await pending.innerText()).toContain(b.fullName);
  });

  test('when B opens Enter Tournament and confirms, then Entry Confirmed! shows and the entry is confirmed', async () => {
    const page = browserB.page;
    await page
      .getByRole('navigation', { name: L('Main') })
      .getByRole('link', { name: L('Enter Tournament') })
      .click();
    const pending = page.getByTestId('pending-entry').filter({ hasText: tournament.title });

    await pending.getByRole('button', { name: L('Confirm entry for {title}', { title: tournament.title }) }).click();

    await page.getByText(L('Entry Confirmed!')).waitFor();
    await page.getByTestId('confirmed-entry').filter({ hasText: tournament.title }).waitFor();
    expect(await page.getByTestId('pending-entry').count()).toBe(0);
  });

  test('when A reloads Enter Tournament, then the entry is confirmed for A as well', async () => {
    const page = browserA.page;
    await page.reload();

    await page.getByTestId('confirmed-entry').filter({ hasText: tournament.title }).waitFor();
    expect(await page.getByTestId('pending-entry').count()).toBe(0);
  });

  test('when entry-confirmed has been consumed, then the team lists the tournament in the API and on My Teams', async () => {
    const tokenA = await accessToken(a.email, a.password);
    const entered = await eventually(async () => {
      const teams = await api<
        Array<{ player1: string; player2: string; tournaments_entered?: Array<{ tournament_id: string; tournament_title: string | null }> }>
      >('/teams/me', { token: tokenA });
      const team = teams.find((candidate) => [candidate.player1, candidate.player2].includes(b.id));
      return team?.tournaments_entered?.find((item) => item.tournament_id === tournament.id);
    }, 'the teams service to record the confirmed entry');
    expect(entered.tournament_title).toBe(tournament.title);

    const page = browserA.page;
    await page
      .getByRole('navigation', { name: L('Main') })
      .getByRole('link', { name: L('My Teams') })
      .click();
    await page.reload();
    await page.getByTestId('entered-tournaments').filter({ hasText: tournament.title }).waitFor();
    expect([...browserA.pageErrors, ...browserB.pageErrors]).toEqual([]);
  });

  // The Arabic screenshots are written by the Arabic pages' test.
  if (language === 'en') {
    test("when A's signed-in pages are shown in light and dark, then screenshots are written", async () => {
      const pages: Array<[string, string, (page: Page) => Promise<void>]> = [
        ['/my-teams', 'my-teams', (page) => page.getByTestId('entered-tournaments').first().waitFor()],
        ['/enter-tournament', 'enter-tournament', (page) => page.getByTestId('confirmed-entry').first().waitFor()],
        ['/profile', 'profile', (page) => page.getByRole('heading', { name: 'Account Details' }).waitFor()],
      ];
      for (const [path, name, ready] of pages) {
        await screenshotBothThemes(browserA.page, `${baseUrl}${path}`, name, ready);
      }
      expect(browserA.pageErrors).toEqual([]);
    });
  }

  test('when the organizer looks at the tournament, then the team is its confirmed entry; A may not look', async () => {
    const organizer = await accessToken('noura@padel.local', 'padel-demo-2026');

    const entries = await api<Array<{ status: string; team: { player1: string; player2: string } | null }>>(
      `/tournaments/${tournament.id}/entries`,
      { token: organizer },
    );

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'confirmed', team: { player1: a.id, player2: b.id } });
    await expect(api(`/tournaments/${tournament.id}/entries`, { token: await accessToken(a.email, a.password) })).rejects.toThrow(/403/);
  });
});
