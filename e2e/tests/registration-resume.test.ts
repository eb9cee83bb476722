import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, freshEmail, signIn } from '../src/public-helpers';
import {
  PASSWORD,
  playerWithTeam,
  registerNowFromCard,
  registrationDialog,
  signInInDialog,
  tournamentUrl,
  type Player,
} from './registration-helpers';

const TOURNAMENT = 'Sharjah Bronze Open';

/** Whether the focus is inside the registration dialog (so the closing sign-in dialog did not take it back). */
const focusInRegistration = (page: Page) => registrationDialog(page).evaluate((dialog) => dialog.contains(document.activeElement));

/** A visitor presses Register Now, signs in (or up) from the dialog it opens, and the registration of that tournament follows. */
describe('Register Now resumes after sign-in', () => {
  let session: BrowserSession;
  let player: Player;
  let partner: Player;

  beforeAll(async () => {
    ({ player, partner } = await playerWithTeam('resume'));
  });

  beforeEach(async () => {
    session = await launchBrowser();
  });

  afterEach(async () => {
    await session?.close();
  });

  /** After signing in from the dialog Register Now opened: the registration of TOURNAMENT, alone and focused. */
  async function expectRegistrationResumed(page: Page) {
    const dialog = registrationDialog(page);
    await dialog.getByText(`Enter ${TOURNAMENT} with your team.`).waitFor();
    await dialog.getByRole('radio', { name: `You & ${partner.name}` }).waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await focusInRegistration(page)).toBe(true);
  }

  test('when a visitor signs in from Register Now on the Tournaments page, then the registration of that tournament opens', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/tournaments`);

    await registerNowFromCard(page, TOURNAMENT);
    await signInInDialog(page, player.email);

    await expectRegistrationResumed(page);
  });

  test('when a visitor signs in from Register Now on the home page, then the registration of that tournament opens', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);

    await registerNowFromCard(page, TOURNAMENT);
    await signInInDialog(page, player.email);

    await expectRegistrationResumed(page);
  });

  test('when a visitor signs in from Register Now on the tournament’s own page, then its registration opens', async () => {
    const { page } = session;
    await page.goto(await tournamentUrl(TOURNAMENT));

    await page.getByRole('main').getByRole('button', { name: 'Register Now' }).click();
    await signInInDialog(page, player.email);

    await expectRegistrationResumed(page);
  });

  test('when the visitor closes the sign-in dialog instead, then nothing reopens, not even after signing in from the header', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/tournaments`);
    await registerNowFromCard(page, TOURNAMENT);
    const auth = page.getByRole('dialog', { name: 'Authentication' });
    await auth.waitFor();

    await page.keyboard.press('Escape');
    await auth.waitFor({ state: 'detached' });
    await signIn(page, player.email, PASSWORD);
    // Resuming runs right after the sign-in dialog closes: give it ample time to (wrongly) happen.
    await page.waitForTimeout(1000);

    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('when a visitor signs up from Register Now, then the registration flow goes on with Create Your Player Profile', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/tournaments`);
    await registerNowFromCard(page, TOURNAMENT);
    const auth = page.getByRole('dialog', { name: 'Authentication' });

    await auth.getByRole('tab', { name: 'Sign Up' }).click();
    // Names are one player's each (decision 182), and earlier runs left theirs.
    const email = freshEmail('resume-signup');
    const fullName = `Salma ${email.slice(18, 26)}`;
    await auth.getByLabel('Full Name').fill(fullName);
    await auth.getByLabel('Email').fill(email);
    await auth.getByLabel('Password').fill(PASSWORD);
    await auth.getByRole('button', { name: 'Sign Up', exact: true }).click();

    const profile = page.getByRole('dialog', { name: 'Create Your Player Profile' });
    await profile.waitFor();
    // The name is filled in from the new account's profile once its answer arrives, a moment after the dialog opens.
    const name = profile.getByLabel('Name');
    await name.evaluate(
      (input: HTMLInputElement, expected) =>
        new Promise<void>((resolve) => {
          const check = () => (input.value === expected ? resolve() : setTimeout(check, 50));
          check();
        }),
      fullName,
    );
    expect(await name.inputValue()).toBe(fullName);
    expect(await page.getByRole('dialog').count()).toBe(1);
  });
});
