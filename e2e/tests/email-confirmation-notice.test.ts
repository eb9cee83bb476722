import { linksIn, mailsTo, verifyEmailThroughMail, waitForMail } from '@padel/tools/testing/mailpit';
import type { Page } from 'playwright-core';
import { accessToken, api, eventually } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, DEMO_PASSWORD, freshEmail } from '../src/public-helpers';

const PASSWORD = 'e2e-secret-1';
const INVITER = 'Noura Al Mansouri';

/** Signs `email` up in the Authentication dialog; the session starts at once, the address still unconfirmed. */
async function signUpInBrowser(
  page: Page,
  email: string,
  labels: { signIn: string; signUp: string; name: string; email: string; password: string },
) {
  await page.getByRole('banner').getByRole('button', { name: labels.signIn }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: labels.signUp }).click();
  await dialog.getByLabel(labels.name).fill(`Hessa ${email.slice(-19, -11)}`);
  await dialog.getByLabel(labels.email).fill(email);
  await dialog.getByLabel(labels.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: labels.signUp, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const english = { signIn: 'Sign In', signUp: 'Sign Up', name: 'Full Name', email: 'Email', password: 'Password' };

/** The tab comes back into view (the owner was reading the mail elsewhere). */
const backToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/**
 * Issue 33, item 1: while the address is unconfirmed My Teams says that invitations to it wait, and offers the mail
 * again; once the owner follows the mail's link, the open session picks the confirmed address up by itself (no sign
 * out and in), the invitation is listed, and its mail's accept link works.
 */
describe('Confirming the e-mail address', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await launchBrowser();
  });

  afterEach(async () => {
    await session?.close();
  });

  async function invitedAddress(purpose: string): Promise<string> {
    const email = freshEmail(purpose);
    const noura = await accessToken('noura@padel.local', DEMO_PASSWORD);
    await api('/team-invitations', { token: noura, method: 'POST', body: { invitee_email: email } });
    return email;
  }

  test('when a new user has not confirmed the address, then My Teams says why invitations wait and Resend mails the link again', async () => {
    const { page } = session;
    const email = await invitedAddress('notice');
    await page.goto(`${baseUrl}/`);
    await signUpInBrowser(page, email, english);

    await page.goto(`${baseUrl}/my-teams`);
    const notice = page.getByTestId('confirm-email-notice');
    await notice.getByRole('heading', { name: 'Confirm your e-mail to see invitations sent to it' }).waitFor();
    expect(await notice.textContent()).toContain(email);
    await notice.getByRole('button', { name: 'Resend' }).click();

    await page.getByText('We sent you a new mail. Follow its link to confirm your address.').first().waitFor();
    await eventually(
      async () => ((await mailsTo(email)).filter((mail) => /verify email/i.test(mail.Subject)).length === 2 ? true : undefined),
      'a second verification mail',
    );
  });

  test('when the owner follows the mail link elsewhere and comes back, then the notice goes, the invitation shows, and its accept link works', async () => {
    const { page } = session;
    const email = await invitedAddress('confirmed');
    await page.goto(`${baseUrl}/`);
    await signUpInBrowser(page, email, english);
    await page.goto(`${baseUrl}/my-teams`);
    await page.getByTestId('confirm-email-notice').waitFor();
    expect(await page.getByTestId('pending-invitation').count()).toBe(0);

    await verifyEmailThroughMail(email);
    await backToTab(page);

    await page.getByTestId('pending-invitation').getByText(INVITER).waitFor();
    expect(await page.getByTestId('confirm-email-notice').count()).toBe(0);
    const mail = await waitForMail(email, { subject: /You have been invited/ });
    await page.goto(linksIn(mail, `${baseUrl}/accept-invitation?token=`)[0] as string);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.getByRole('heading', { name: 'Team Confirmed' }).waitFor();
  });

  test('when the accept link is opened before the address is confirmed, then the page says to confirm it first, not that it is someone else’s', async () => {
    const { page } = session;
    const email = await invitedAddress('accept-early');
    await page.goto(`${baseUrl}/`);
    await signUpInBrowser(page, email, english);
    const mail = await waitForMail(email, { subject: /You have been invited/ });

    await page.goto(linksIn(mail, `${baseUrl}/accept-invitation?token=`)[0] as string);
    await page.getByRole('heading', { name: 'Confirm your e-mail to accept this invitation' }).waitFor();
    await page.getByRole('button', { name: 'Accept Invitation' }).click();

    await page.getByRole('main').getByRole('alert').getByText('Confirm your address first', { exact: false }).waitFor();
    expect(await page.getByText('Only the invited player can accept this invitation').count()).toBe(0);
  });

  test('when the site is in Arabic, then the notice and its button are in Arabic', async () => {
    const { page } = session;
    const email = await invitedAddress('notice-ar');
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await signUpInBrowser(page, email, {
      signIn: 'تسجيل الدخول',
      signUp: 'إنشاء حساب',
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
    });

    await page.goto(`${baseUrl}/my-teams`);
    const notice = page.getByTestId('confirm-email-notice');
    await notice.getByRole('heading', { name: 'أكّد بريدك الإلكتروني لترى الدعوات المرسلة إليه' }).waitFor();
    await notice.getByRole('button', { name: 'إعادة الإرسال' }).waitFor();
  });
});
