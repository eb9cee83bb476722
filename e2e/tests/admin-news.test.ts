import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { textIn, type Language } from '../src/catalog';
import { baseUrl, signIn } from '../src/public-helpers';

/** Every payload sets a global of its own if it ever runs. */
const PAYLOAD_GLOBALS = ['__xssScript', '__xssImg', '__xssLink', '__xssSvg'];

const articleHtml = (word: string) =>
  `<p>The finals ${word} are on.</p>` +
  '<script>window.__xssScript = 1</script>' +
  '<img src=x onerror="window.__xssImg = 1">' +
  '<p><a href="javascript:window.__xssLink = 1">Read more</a></p>' +
  '<svg onload="window.__xssSvg = 1"><circle r="4"></circle></svg>';

/** A browser showing the site in `language`; the admin signs in first (the sign-in helper speaks English). */
async function browserIn(language: Language, admin: boolean): Promise<BrowserSession> {
  const session = await launchBrowser();
  await session.page.goto(`${baseUrl}/`);
  if (admin) await signIn(session.page, 'admin@padel.local');
  await session.page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await session.page.reload();
  return session;
}

/** Whether anything of the payloads is alive in the page: a global set, or an element with a handler or a script URL. */
async function payloadTraces(page: Page): Promise<string[]> {
  return page.evaluate((globals) => {
    const found = globals.filter((name) => name in window);
    for (const element of Array.from(document.querySelectorAll('[data-testid="article-content"] *'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || /^\s*(javascript|vbscript|data):/i.test(value)) found.push(`${element.tagName} ${name}=${value}`);
      }
      if (/^(script|svg|iframe|object|embed|style)$/i.test(element.tagName)) found.push(element.tagName);
    }
    return found;
  }, PAYLOAD_GLOBALS);
}

describe.each<Language>(['en', 'ar'])('The admin publishes an article with script in it (%s)', (language) => {
  const t = (text: string) => textIn(language, text);
  const word = `zq${randomUUID().slice(0, 8)}`;
  const title = `E2E finals ${word}`;
  let admin: BrowserSession;
  let visitor: BrowserSession;
  const dialogs: string[] = [];

  beforeAll(async () => {
    [admin, visitor] = await Promise.all([browserIn(language, true), browserIn(language, false)]);
    visitor.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await Promise.all([admin?.close(), visitor?.close()]);
  });

  test('when the admin writes and publishes it in the admin area at 360 px, then the preview holds none of the payloads and nothing overflows', async () => {
    const page = admin.page;
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('tab', { name: t('News') }).click();
    await page.getByRole('button', { name: t('Write an Article') }).click();
    await page.getByLabel(t('Title')).fill(title);
    await page.getByLabel(t('Excerpt')).fill(`The finals ${word}, in short.`);
    await page.getByLabel(t('Content (HTML)')).fill(articleHtml(word));
    await page.getByRole('button', { name: t('Save') }).click();
    await page.getByText(t('Article Saved')).first().waitFor();

    const stored = await page.getByLabel(t('Content (HTML)')).inputValue();
    expect(stored).toContain(`The finals ${word} are on.`);
    expect(stored).not.toMatch(/script|onerror|onload|javascript:|<svg/i);

    await page.getByTitle(t('Preview')).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('button', { name: t('Publish Now') }).click();
    await page.getByRole('button', { name: t('Unpublish') }).waitFor();
  });

  test('when a visitor opens the news page and the article, then its text shows and none of the payloads ran', async () => {
    const page = visitor.page;
    const id = await eventually(async () => {
      const response = await fetch(`${baseUrl}/api/news?q=${word}`);
      const body = (await response.json()) as { items: Array<{ id: string }> };
      return body.items[0]?.id;
    }, 'the published article in the public list');

    await page.goto(`${baseUrl}/news?q=${word}`);
    await page.getByTestId('news-card').filter({ hasText: title }).waitFor();
    await page.goto(`${baseUrl}/news/${id}`);
    const content = page.getByTestId('article-content');
    await content.getByText(`The finals ${word} are on.`).waitFor();
    await content.getByText('Read more').click();
    await page.waitForTimeout(500);

    expect(await payloadTraces(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
