import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { textIn } from '../src/catalog';
import { baseUrl, DEMO_PASSWORD, freshEmail } from '../src/public-helpers';

const L = (text: string, values?: Record<string, string>) => textIn('ar', text, values);

/** A calendar date `days` from today (UTC), as a date input takes it. */
const isoDateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openInArabic(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
}

/**
 * The spec's own flows in Arabic (issue 11): sign up from the authentication dialog and create a tournament from the
 * host dashboard, every text found through the catalogs. Inviting, accepting, entering and confirming run in Arabic in
 * the teams flow test.
 */
describe('The spec’s flows in Arabic', () => {
  let visitor: BrowserSession;
  let organizer: BrowserSession;

  beforeAll(async () => {
    [visitor, organizer] = await Promise.all([launchBrowser(), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all([visitor?.close(), organizer?.close()]);
  });

  test('when a visitor signs up in Arabic, then a short password is refused in Arabic, and valid data creates the account and signs in', async () => {
    const page = visitor.page;
    await openInArabic(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: L('Sign In') })
      .click();
    const dialog = page.getByRole('dialog', { name: L('Authentication') });
    await dialog.getByRole('tab', { name: L('Sign Up') }).click();
    await dialog.getByLabel(L('Full Name'), { exact: true }).fill(`مريم ${randomUUID().slice(0, 8)}`); // one player's name each (decision 182)
    await dialog.getByLabel(L('Email'), { exact: true }).fill(freshEmail('ar-signup'));
    await dialog.getByLabel(L('Password'), { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: L('Sign Up'), exact: true }).click();
    await dialog.getByText(L('Password must be at least 6 characters')).waitFor();

    await dialog.getByLabel(L('Password'), { exact: true }).fill('e2e-secret-1');
    await dialog.getByRole('button', { name: L('Sign Up'), exact: true }).click();

    await page.getByText(L('Account created!')).waitFor();
    await page.getByTestId('user-menu').waitFor();
    // A new account has no player yet: its lookup answers 404, which the browser logs.
    expect(visitor.pageErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
  });

  test('when Noura creates a tournament in Arabic, then the validation, the toast and My Tournaments speak Arabic', async () => {
    const page = organizer.page;
    const title = `E2E كأس الخليج ${randomUUID().slice(0, 6)}`;
    await openInArabic(page, '/host-dashboard');
    await page
      .getByRole('banner')
      .getByRole('button', { name: L('Sign In') })
      .click();
    const dialog = page.getByRole('dialog', { name: L('Authentication') });
    await dialog.getByLabel(L('Email'), { exact: true }).fill('noura@padel.local');
    await dialog.getByLabel(L('Password'), { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: L('Sign In'), exact: true }).click();
    const form = page.getByRole('form', { name: L('Create Tournament') });
    await form.waitFor();

    await form.getByRole('button', { name: L('Create Tournament') }).click();
    await form.getByText(L('Title is required')).waitFor();
    await form.getByText(L('City is required')).waitFor();

    await form.getByLabel(L('Title'), { exact: true }).fill(title);
    await form.getByLabel(L('Category'), { exact: true }).selectOption('gold');
    await form.getByLabel(L('Level'), { exact: true }).selectOption('C');
    await form.getByLabel(L('Start Date'), { exact: true }).fill(isoDateIn(40));
    await form.getByLabel(L('City'), { exact: true }).fill('دبي');
    await form.getByRole('button', { name: L('Create Tournament') }).click();

    await page.getByText(L('Tournament Created!')).waitFor();
    const created = page.getByTestId('my-tournament').filter({ hasText: title });
    await created.waitFor();
    expect(await created.innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await created.innerText()).not.toContain('Published');
    expect(organizer.pageErrors).toEqual([]);
  });
});
