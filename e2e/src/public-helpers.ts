import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:8100';
export const DEMO_PASSWORD = 'padel-demo-2026';

/** Where the browser suite writes its screenshots (git-ignored). */
export const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

/** A fresh address per run, so reruns against reused engines never collide. */
export const freshEmail = (purpose: string) => `e2e-${purpose}-${randomUUID().slice(0, 8)}@padel.test`;

/** Signs in through the shell's Authentication dialog, as a visitor would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-menu').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
}

/** Creates an account through the API (POST /api/auth/signup) and returns its first access token. */
export async function signUpViaApi(email: string, fullName: string, password = 'e2e-secret-1'): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: fullName }),
  });
  const body = (await response.json()) as { user?: { id: string }; session?: { access_token: string } | null; error?: string };
  if (!response.ok || !body.user || !body.session) throw new Error(`sign-up of ${email} failed: ${response.status} ${body.error ?? ''}`);
  return { id: body.user.id, token: body.session.access_token };
}

/** Registers the token's user as a player through the legacy form (POST /api/players). */
export async function registerPlayerViaApi(token: string, name: string, country: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/players`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, country, strongHand: 'Right', courtSide: 'Left', height: '181 cm', photoUrl: null }),
  });
  if (!response.ok) throw new Error(`player registration failed: ${response.status} ${await response.text()}`);
}

/** The page has drawn its content: its heading is there and no loading state is left (10 s at most). */
export async function contentShown(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .locator('[role="status"][aria-busy="true"], [data-testid="loading-state"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** The visible number of a StatCard (its label is the group's name). */
export async function statValue(page: Page, label: string): Promise<string> {
  return (await page.getByRole('group', { name: label }).locator('p').nth(1).innerText()).trim();
}

/**
 * Full-page screenshot in the given theme: `<name>-<theme>.png` under SCREENSHOT_DIR. A page holding a live stream
 * open never goes network-idle: `streaming` waits for its fonts and images instead.
 */
export async function screenshotBothThemes(
  page: Page,
  url: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  { streaming = false }: { streaming?: boolean } = {},
): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(url);
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.reload();
    await ready(page);
    // Let images and fonts settle.
    if (streaming) {
      await page.waitForLoadState('load');
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
      });
    } else await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}
