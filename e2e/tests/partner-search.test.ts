import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { accessToken, api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, freshEmail, signIn } from '../src/public-helpers';

const PASSWORD = 'e2e-search-2026';

/** A fresh account (through the product's sign-up) registered as a player of Oman with the older register form. */
async function registeredPlayer(fullName: string): Promise<{ id: string; email: string }> {
  const email = freshEmail('search');
  const { user, session } = await api<{ user: { id: string }; session: { access_token: string } }>('/auth/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, full_name: fullName },
  });
  await api('/players', { method: 'POST', token: session.access_token, body: { name: fullName, country: 'Oman' } });
  return { id: user.id, email };
}

const candidates = (page: Page) => page.getByTestId('partner-candidate').locator('strong').allInnerTexts();

/**
 * Browse Players asks the server for each search (issue 28, decision 180): three fresh players share a word no other
 * player has, so a search for it finds only them; the caller is left out, an Arabic name is found without its hamza,
 * the search is kept in the URL through a reload, and an invited player leaves the list for good.
 */
describe('My Teams partner search through the server', () => {
  const word = `qz${randomBytes(3).toString('hex')}`;
  const names = { amal: `Amal ${word}`, badr: `Badr ${word}`, ahmad: `أحمد ${word}` };
  let amal: { id: string; email: string };
  let session: BrowserSession;

  beforeAll(async () => {
    [amal] = await Promise.all([registeredPlayer(names.amal), registeredPlayer(names.badr), registeredPlayer(names.ahmad)]);
    session = await launchBrowser();
    await session.page.goto(`${baseUrl}/`);
    await signIn(session.page, amal.email, PASSWORD);
  });

  afterAll(async () => {
    await session?.close();
  });

  test('when the caller searches for the shared word, then the other two are listed and the caller is not', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/my-teams`);
    await page.getByRole('searchbox', { name: 'Search players' }).fill(word.toUpperCase());

    await page.waitForURL((url) => url.searchParams.get('q') === word.toUpperCase());
    await eventually(async () => ((await candidates(page)).length === 2 ? true : undefined), 'two candidates');
    expect((await candidates(page)).sort()).toEqual([names.ahmad, names.badr].sort());
  });

  test('when an Arabic name is searched without its hamza, then it is found', async () => {
    const { page } = session;
    await page.getByRole('searchbox', { name: 'Search players' }).fill(`احمد ${word}`);

    await eventually(async () => ((await candidates(page)).join() === names.ahmad ? true : undefined), 'the Arabic name alone');
  });

  test('when a player is invited, then they leave the list, the server leaves them out for the caller only, and a reload keeps the search', async () => {
    const { page } = session;
    await page.getByRole('searchbox', { name: 'Search players' }).fill(word);
    await eventually(async () => ((await candidates(page)).length === 2 ? true : undefined), 'two candidates');

    await page.getByRole('button', { name: `Invite ${names.badr}` }).click();
    await page.getByText('Invitation Sent!').waitFor();
    await eventually(async () => ((await candidates(page)).join() === names.ahmad ? true : undefined), 'Badr gone');

    // The players service hears of the invitation through the broker: its own answer to Amal leaves Badr out then.
    const token = await accessToken(amal.email, PASSWORD);
    const seenByAmal = async () =>
      (await api<{ players: Array<{ full_name: string }> }>(`/players?q=${word}`, { token })).players.map((player) => player.full_name);
    await eventually(async () => ((await seenByAmal()).join() === names.ahmad ? true : undefined), 'the server leaving Badr out');
    const anyone = await api<{ players: Array<{ full_name: string }> }>(`/players?q=${word}`);
    expect(anyone.players.map((player) => player.full_name).sort()).toEqual(Object.values(names).sort());

    await page.reload();
    await page.getByTestId('partner-candidate').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search players' }).inputValue()).toBe(word);
    expect(await candidates(page)).toEqual([names.ahmad]);
  });
});
