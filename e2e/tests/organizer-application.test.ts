import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForMail } from '@padel/tools/testing/mailpit';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { textIn, type Language } from '../src/catalog';
import { baseUrl, DEMO_PASSWORD, freshEmail, signUpViaApi } from '../src/public-helpers';

const PASSWORD = 'e2e-secret-1';

/** A calendar date `days` from today (UTC), as a date input takes it. */
const isoDateIn = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Signs in through the shell's Authentication dialog in the page's language. */
async function signIn(page: Page, language: Language, email: string, password: string): Promise<void> {
  const t = (text: string) => textIn(language, text);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('Sign In') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('Authentication') });
  await dialog.getByLabel(t('Email')).fill(email);
  await dialog.getByLabel(t('Password')).fill(password);
  await dialog
    .getByRole('button', { name: t('Sign In') })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-menu').waitFor();
}

async function signOut(page: Page, language: Language): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: textIn(language, 'Sign Out') }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: textIn(language, 'Sign In') })
    .waitFor();
}

/** Letters of `alphabet` picked at random: a name of one run's own (names are one player's each, decision 182). */
const randomWord = (alphabet: string, length = 5): string =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** A browser showing the site in `language`. */
async function browserIn(language: Language): Promise<BrowserSession> {
  const session = await launchBrowser();
  await session.page.goto(`${baseUrl}/`);
  await session.page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await session.page.reload();
  return session;
}

describe.each<[Language, string]>([
  ['en', `Sahra ${randomWord('abcdefghijklmnopqrstuvwxyz')} Al Mazrouei`],
  ['ar', `سحر ${randomWord('ابتثجحخدذرزسشصضطظعغفقكلمنهوي')} المزروعي`],
])('Becoming an organizer (%s)', (language, fullName) => {
  const t = (text: string) => textIn(language, text);
  const organization = `E2E Dunes Padel ${randomUUID().slice(0, 6)}`;
  const email = freshEmail(`apply-${language}`);
  let applicant: BrowserSession;
  let admin: BrowserSession;

  beforeAll(async () => {
    const account = await signUpViaApi(email, fullName, PASSWORD);
    // The mail language follows the profile (the site's switch sets it).
    await fetch(`${baseUrl}/api/profile/me`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ language }),
    });
    [applicant, admin] = await Promise.all([browserIn(language), browserIn(language)]);
  });

  afterAll(async () => {
    await Promise.all([applicant?.close(), admin?.close()]);
  });

  test('when a player is kept out of the Host Dashboard, then "Host a tournament" leads to the application, which they send', async () => {
    const page = applicant.page;
    await page.goto(`${baseUrl}/host-dashboard`);
    await signIn(page, language, email, PASSWORD);
    await page.getByRole('heading', { name: t('Access Restricted') }).waitFor();

    await page.getByRole('link', { name: t('Host a tournament: apply to become an organizer') }).click();
    const form = page.getByRole('form', { name: t('Organizer Application') });
    await form.getByLabel(t('Organization Name')).fill(organization);
    await form.getByLabel(t('Phone')).fill('+971 50 765 4321');
    await form.getByLabel(t('City')).fill('Dubai');
    await form.getByLabel(t('Country')).selectOption('United Arab Emirates');
    await form.getByRole('checkbox', { name: t('I confirm that our tournaments will follow the league rules') }).check();
    await form.getByRole('button', { name: t('Submit Application') }).click();

    await page.getByText(t('Under review')).waitFor();
  });

  test('when the admin approves it in the admin area, then the applicant is mailed in their language', async () => {
    const page = admin.page;
    await signIn(page, language, 'admin@padel.local', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: t('Main') })
      .getByRole('link', { name: t('Admin') })
      .click();
    const card = page.getByRole('article', { name: organization });

    await card.getByRole('button', { name: t('Approve') }).click();

    await page.getByText(t('Decision Saved')).first().waitFor();
    const mail = await waitForMail(email, { subject: language === 'en' ? /approved/ : /منظِّماً/, timeoutMs: 30_000 });
    expect(mail.Text).toContain(organization);
  });

  test('when the new partner signs in again, then the Host Dashboard is theirs and they create a tournament', async () => {
    const page = applicant.page;
    await signOut(page, language);
    await signIn(page, language, email, PASSWORD);

    await page
      .getByRole('navigation', { name: t('Main') })
      .getByRole('link', { name: t('Host Dashboard') })
      .click();
    const form = page.getByRole('form', { name: t('Create Tournament') });
    await form.getByLabel(t('Title')).fill(`${organization} Cup`);
    await form.getByLabel(t('Start Date')).fill(isoDateIn(45));
    await form.getByLabel(t('City')).fill('Dubai');
    await form.getByRole('button', { name: t('Create Tournament') }).click();

    await page.getByText(t('Tournament Created!')).waitFor();
  });
});
