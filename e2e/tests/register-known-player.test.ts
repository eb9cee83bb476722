import { launchBrowser, type BrowserSession } from '../src/browser';
import { freshEmail, signIn, signUpViaApi } from '../src/public-helpers';
import { freshPlayer, PASSWORD, registrationDialog, tournamentUrl, type Player } from './registration-helpers';

const TOURNAMENT = 'Sharjah Bronze Open';
/** Longer than any wait below: a screen that still asks the public players list for the user's own player waits it. */
const SLOW_PLAYER_LOOKUP_MS = 20_000;

/**
 * Issue 33, item 3: Register Now knows that the signed-in user is already a player from the profile the site read at
 * sign-in; it neither makes them wait on a lookup ("Checking your player profile") nor asks them to create a profile.
 */
describe('Register Now for a signed-in player', () => {
  let session: BrowserSession;
  let player: Player;

  beforeAll(async () => {
    player = await freshPlayer('known');
  });

  beforeEach(async () => {
    session = await launchBrowser();
  });

  afterEach(async () => {
    await session?.close();
  });

  test('when a registered player presses Register Now, then the registration opens at once even if the players list is slow', async () => {
    const { page } = session;
    const lookups: string[] = [];
    await page.route(`**/api/players/${player.id}`, async (route) => {
      lookups.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, SLOW_PLAYER_LOOKUP_MS));
      await route.continue().catch(() => undefined);
    });
    await page.goto(await tournamentUrl(TOURNAMENT));
    await signIn(page, player.email, PASSWORD);

    await page.getByRole('main').getByRole('button', { name: 'Register Now' }).click();

    await registrationDialog(page).waitFor({ timeout: 5000 });
    expect(await page.getByRole('dialog', { name: 'Create Your Player Profile' }).count()).toBe(0);
    expect(lookups).toEqual([]);
  });

  test('when a signed-up user who never registered as a player presses Register Now, then Create Your Player Profile asks first', async () => {
    const { page } = session;
    const email = freshEmail('not-yet-player');
    await signUpViaApi(email, `E2E not yet player ${email.slice(-19, -11)}`, PASSWORD);
    await page.goto(await tournamentUrl(TOURNAMENT));
    await signIn(page, email, PASSWORD);

    await page.getByRole('main').getByRole('button', { name: 'Register Now' }).click();

    await page.getByRole('dialog', { name: 'Create Your Player Profile' }).waitFor({ timeout: 5000 });
    expect(await registrationDialog(page).count()).toBe(0);
  });
});
