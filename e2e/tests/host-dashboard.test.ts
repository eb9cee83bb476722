import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { screenshotBothThemes } from '../src/public-helpers';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:8100';
const DEMO_PASSWORD = 'padel-demo-2026';

/** A calendar date `days` from today (UTC), as a date input takes it. */
function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Signs in through the shell's Authentication dialog, as a visitor would. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-menu').waitFor();
}

/** An organizer's journey (demo partner Noura), then a player who is kept out. */
describe('Host dashboard', () => {
  const title = `E2E Host Cup ${randomUUID().slice(0, 8)}`;
  const startDate = isoDateIn(40);
  let organizer: BrowserSession;
  let player: BrowserSession;

  beforeAll(async () => {
    [organizer, player] = await Promise.all([launchBrowser(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([organizer?.close(), player?.close()]);
  });

  test('when Noura opens the dashboard and signs in, then the Host Dashboard link, the form, My Tournaments and the rules appear', async () => {
    const page = organizer.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();

    await signIn(page, 'noura@padel.local');

    await page.getByRole('heading', { name: 'Host Dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Host Dashboard' }).waitFor();
    const form = page.getByRole('form', { name: 'Create Tournament' });
    expect(await form.getByLabel('Category').inputValue()).toBe('bronze');
    expect(await form.getByLabel('Level').inputValue()).toBe('D');
    expect(await form.getByLabel('Country').inputValue()).toBe('United Arab Emirates');
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();
    await page.getByText('Seedings and brackets are always random.').waitFor();
  });

  test('when the form is sent without a title, city or date, then the validation messages show', async () => {
    const form = organizer.page.getByRole('form', { name: 'Create Tournament' });

    await form.getByRole('button', { name: 'Create Tournament' }).click();

    await form.getByText('Title is required').waitFor();
    await form.getByText('Start date is required').waitFor();
    await form.getByText('City is required').waitFor();
  });

  test('when Noura creates a tournament, then Tournament Created! shows and it heads My Tournaments as Published', async () => {
    const page = organizer.page;
    const form = page.getByRole('form', { name: 'Create Tournament' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('gold');
    await form.getByLabel('Level').selectOption('C');
    await form.getByLabel('Start Date').fill(startDate);
    await form.getByLabel('City').fill('Dubai');
    await form.getByLabel('Last Day for Entries (optional)').fill(isoDateIn(37));

    await form.getByRole('button', { name: 'Create Tournament' }).click();

    await page.getByText('Tournament Created!').waitFor();
    await page.getByText('Your tournament has been published').waitFor();
    const first = page.getByTestId('my-tournament').first();
    await first.getByRole('heading', { name: title }).waitFor();
    expect(await first.innerText()).toContain('Published');
    expect(await first.innerText()).toContain('Gold · C Level');
    expect(await first.innerText()).toContain('Dubai, United Arab Emirates');
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    expect(await first.getByTestId('entry-counts').innerText()).toBe('No entries yet');
    await first.getByRole('button', { name: `View entries of ${title}` }).click();
    const entries = page.getByRole('dialog', { name: `Entries: ${title}` });
    await entries.getByText('No teams have entered this tournament yet.').waitFor();
    await page.keyboard.press('Escape');
    await entries.waitFor({ state: 'detached' });
    expect(organizer.pageErrors).toEqual([]);
  });

  test('when the dashboard is shown in light and dark, then screenshots are written', async () => {
    await screenshotBothThemes(organizer.page, `${baseUrl}/host-dashboard`, 'host-dashboard', (page) =>
      page.getByTestId('my-tournament').first().waitFor(),
    );
  });

  test('when the public Tournaments page opens, then the new tournament is listed as upcoming with its Gold tier', async () => {
    const page = organizer.page;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).click();
    await page.getByTestId('tournament-card').first().waitFor();
    // The list is paged (decision 185): a visitor finds it by the month it starts in, as the filter offers.
    await page.goto(`${baseUrl}/tournaments?month=${startDate.slice(0, 7)}`);

    const upcoming = page.getByRole('region', { name: /Upcoming Tournaments/ });
    const card = upcoming.getByTestId('tournament-card').filter({ hasText: title });
    await card.waitFor();
    expect(await card.innerText()).toContain('Gold');
  });

  test('when a player signs in, then the dashboard says Access Restricted and there is no Host Dashboard link', async () => {
    const page = player.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();

    await signIn(page, 'omar@padel.local');

    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    await page.getByText("Only the organizers' organization hosts tournaments.").waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Teams' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Host Dashboard' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Create Tournament' }).count()).toBe(0);
  });

  test('when the menu opens on a phone, then the partner has Host Dashboard there and the player does not', async () => {
    const mobileLinks = async (page: Page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'My Teams' }).waitFor();
      const links = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
      await page.keyboard.press('Escape');
      return links;
    };

    expect(await mobileLinks(organizer.page)).toContain('Host Dashboard');
    expect(await mobileLinks(player.page)).not.toContain('Host Dashboard');
  });
});
