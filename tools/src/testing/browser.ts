import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged with console.error or uncaught errors, for assertions and failure output. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** Headless Chromium with a fresh, empty user-data directory (removed on close), one page open. */
export async function launchBrowser(options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
