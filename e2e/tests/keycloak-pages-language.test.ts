import { linksIn, waitForMail } from '@padel/tools/testing/mailpit';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, freshEmail } from '../src/public-helpers';

const PASSWORD = 'e2e-secret-1';

interface Labels {
  signIn: string;
  signUp: string;
  name: string;
  email: string;
  password: string;
  forgotPassword: string;
}

const english: Labels = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  name: 'Full Name',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
};
const arabic: Labels = {
  signIn: 'تسجيل الدخول',
  signUp: 'إنشاء حساب',
  name: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  forgotPassword: 'نسيت كلمة المرور؟',
};

/** What Keycloak's own pages and mails say, in each language (its messages, and the league theme's). */
const keycloakTexts = {
  en: {
    verifySubject: /^Verify email$/,
    updated: 'Your account has been updated.',
    back: 'Back to Padel League',
    resetTitle: 'Forgot Your Password?',
  },
  ar: {
    verifySubject: /^التحقق من البريد الإلكتروني$/,
    updated: 'تم تحديث الحساب الخاص بك.',
    back: 'العودة إلى دوري البادل',
    resetTitle: 'نسيت كلمة المرور؟',
  },
};

async function openSite(page: Page, language: 'en' | 'ar'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  if (language === 'ar') {
    await page.getByTestId('language-switch').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
  }
}

async function signUpInBrowser(page: Page, email: string, labels: Labels): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: labels.signIn }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: labels.signUp }).click();
  await dialog.getByLabel(labels.name).fill(`Lulwa ${email.slice(-19, -11)}`);
  await dialog.getByLabel(labels.email).fill(email);
  await dialog.getByLabel(labels.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: labels.signUp, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The page is Keycloak's, in `language`, laid out for it, with the league theme's stylesheet applied. */
async function expectLeaguePage(page: Page, language: 'en' | 'ar'): Promise<void> {
  const root = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    themed: Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/padel/css/padel.css') && sheet.cssRules.length > 0),
  }));
  expect(root).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr', themed: true });
}

/**
 * Issue 33, item 2: Keycloak's own pages and mails (address verification, password reset) come in the site's language
 * and look like the site, and lead back to it.
 */
describe.each([
  ['English', 'en', english],
  ['Arabic', 'ar', arabic],
] as const)('Keycloak’s pages in %s', (_name, language, labels) => {
  let session: BrowserSession;
  const texts = keycloakTexts[language];

  beforeEach(async () => {
    session = await launchBrowser();
  });

  afterEach(async () => {
    await session?.close();
  });

  test('when a visitor signs up, then the verification mail and the page of its link are in the site’s language and lead back to the site', async () => {
    const { page } = session;
    const email = freshEmail(`kc-${language}`);
    await openSite(page, language);
    await signUpInBrowser(page, email, labels);

    const mail = await waitForMail(email, { subject: texts.verifySubject });
    const [link] = linksIn(mail, `${process.env.KEYCLOAK_PUBLIC_URL ?? ''}`).filter((candidate) => candidate.includes('/login-actions/'));
    if (!link) throw new Error('the verification mail has no link');
    await page.goto(link);
    await expectLeaguePage(page, language);
    await page.locator('a[href*="/login-actions/action-token"]').click();

    await page.getByText(texts.updated).first().waitFor();
    await expectLeaguePage(page, language);
    const back = page.getByRole('link', { name: texts.back });
    expect(new URL((await back.getAttribute('href')) ?? '', page.url()).origin).toBe(new URL(baseUrl).origin);
  });

  test('when a visitor follows Forgot your password, then Keycloak’s reset page opens in the site’s language', async () => {
    const { page } = session;
    await openSite(page, language);
    await page.getByRole('banner').getByRole('button', { name: labels.signIn }).click();

    await page.getByRole('dialog').getByRole('link', { name: labels.forgotPassword }).click();

    await page.getByRole('heading', { name: texts.resetTitle }).waitFor();
    await expectLeaguePage(page, language);
  });
});
