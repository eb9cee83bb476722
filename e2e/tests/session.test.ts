import type { Page, Route } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, freshEmail, signIn, signOut, signUpViaApi } from '../src/public-helpers';

/**
 * The browser session is a keycloak-js instance of the shell, restored at each load from the stored tokens with one
 * refresh grant; the realm takes a refresh token once more after its use, the one reuse a reload can cause (decision 173).
 */
describe('The session across reloads and tabs (keycloak-js, rotating refresh tokens)', () => {
  let browser: BrowserSession;
  const email = freshEmail('session');
  const password = 'e2e-secret-1';
  const tokenPath = '**/auth/realms/padel/protocol/openid-connect/token';

  beforeAll(async () => {
    // Names are one player's each (decision 182), and earlier runs left theirs.
    await signUpViaApi(email, `Session Keeper ${email.slice(12, 20)}`, password);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const page = () => browser.page;
  const storedRefreshToken = (tab: Page) =>
    tab.evaluate(
      () => (JSON.parse(localStorage.getItem('padel.session') ?? 'null') as { refreshToken?: string } | null)?.refreshToken ?? null,
    );
  /** Loads (or reloads) the page and waits until it shows the session and the API accepted its token. */
  const signedInAfter = async (tab: Page, load: () => Promise<unknown>) => {
    const profile = tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me');
    await load();
    await tab.getByTestId('user-menu').waitFor();
    expect((await tab.getByTestId('user-menu').innerText()).trim()).toBe(email);
    expect((await profile).status()).toBe(200);
  };
  const signInButton = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: 'Sign In' });
  const refreshWith = async (refreshToken: string) =>
    (
      await fetch(`${baseUrl}/auth/realms/padel/protocol/openid-connect/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'padel-web', refresh_token: refreshToken }),
      })
    ).status;

  test('when the page is reloaded 20 times in a row, then every load is signed in and its calls carry a valid token', async () => {
    await page().goto(`${baseUrl}/`);
    await signIn(page(), email, password);
    const first = await storedRefreshToken(page());

    for (let load = 0; load < 20; load += 1) await signedInAfter(page(), () => page().reload());

    expect(await storedRefreshToken(page())).not.toBe(first);
  });

  test('when the page is reloaded in the middle of a refresh (Keycloak rotated the token, the answer never arrived), then the next load keeps the session', async () => {
    let cut: (status: number) => void = () => undefined;
    const rotated = new Promise<number>((resolve) => (cut = resolve));
    let held: Route | undefined;
    // The first refresh grant reaches Keycloak, which rotates the token, but its answer is held back from the page.
    const holdFirstRefresh = async (route: Route) => {
      if (held || !route.request().postData()?.includes('grant_type=refresh_token')) return route.continue();
      held = route;
      cut((await route.fetch()).status());
      return undefined;
    };
    await page().route(tokenPath, holdFirstRefresh);
    void page()
      .reload()
      .catch(() => undefined);
    expect(await rotated).toBe(200);

    await signedInAfter(page(), () => page().reload());
    await held?.abort().catch(() => undefined); // its page is gone
    await page().unroute(tokenPath, holdFirstRefresh);
    await signedInAfter(page(), () => page().reload());
  });

  test('when two tabs load and reload at the same moment, then both keep the one session', async () => {
    const second = await browser.context.newPage();
    try {
      await signedInAfter(second, () => second.goto(`${baseUrl}/news`));

      await Promise.all([signedInAfter(page(), () => page().reload()), signedInAfter(second, () => second.reload())]);
      await signedInAfter(second, () => second.reload());
      await signedInAfter(page(), () => page().reload());
    } finally {
      await second.close();
    }
  });

  test('when the person signs out in one tab, then the other tab is signed out at once and Keycloak ended the session', async () => {
    const second = await browser.context.newPage();
    try {
      await signedInAfter(second, () => second.goto(`${baseUrl}/news`));
      const newest = (await storedRefreshToken(second))!;

      await signOut(page());

      await signInButton(second).waitFor();
      expect(await second.getByTestId('user-menu').count()).toBe(0);
      await second.reload();
      await signInButton(second).waitFor();
      expect(await storedRefreshToken(second)).toBeNull();
      expect(await refreshWith(newest)).toBe(400);
    } finally {
      await second.close();
    }
  });

  test('when a refresh token is reused after the session moved on, then Keycloak ends the session and the next load is signed out', async () => {
    await signIn(page(), email, password);
    const stolen = (await storedRefreshToken(page()))!;
    // Keycloak tells an older refresh token by its issue time, in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await signedInAfter(page(), () => page().reload());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await signedInAfter(page(), () => page().reload());

    expect(await refreshWith(stolen)).toBe(400);

    await page().reload();
    await signInButton(page()).waitFor();
    expect(await page().getByTestId('user-menu').count()).toBe(0);
    expect(await storedRefreshToken(page())).toBeNull();
  });
});
