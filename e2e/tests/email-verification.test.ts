import { linksIn, waitForMail } from '@padel/tools/testing/mailpit';
import { accessToken, api } from '../src/api-helpers';
import { launchBrowser, type BrowserSession } from '../src/browser';
import { baseUrl, DEMO_PASSWORD, freshEmail, signIn, signOut } from '../src/public-helpers';

/**
 * Issue 12, e-mail ownership: Noura invites an address by email before anyone signed up with it. Whoever signs up
 * with that address does not see the invitation until they confirm the address through Keycloak's mail; then, signed
 * in again, they do, and the invitation's own mail accepts it. Forgot password? leads to Keycloak's reset page.
 */
describe('E-mail ownership and real mail', () => {
  const email = freshEmail('owner');
  const password = 'e2e-secret-1';
  /** A name of this run's own: names are unique among players (decision 182), and the test engines outlive a run. */
  const ownerName = `Hind ${email.slice('e2e-owner-'.length, 'e2e-owner-'.length + 8)}`;
  const inviterName = 'Noura Al Mansouri';
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
    const noura = await accessToken('noura@padel.local', DEMO_PASSWORD);
    await api('/team-invitations', { token: noura, method: 'POST', body: { invitee_email: email } });
  });

  afterAll(async () => {
    await session?.close();
  });

  const page = () => session.page;

  /** Opens My Teams and returns the invitations the service listed for the page (GET /api/team-invitations/me?page&limit). */
  const openMyTeams = async (): Promise<unknown> => {
    const listed = page().waitForResponse((response) => response.url().startsWith(`${baseUrl}/api/team-invitations/me?`) && response.ok());
    await page().goto(`${baseUrl}/my-teams`);
    await page().getByText('No confirmed teams yet. Invite a partner to create a team.').waitFor();
    return ((await (await listed).json()) as { items: unknown[] }).items;
  };

  test('when someone signs up with the invited address, then they are signed in but My Teams does not show the invitation', async () => {
    await page().goto(`${baseUrl}/`);
    await page().getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page().getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Full Name').fill(ownerName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page().getByText('We sent you an email to confirm your address.', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const listed = await openMyTeams();

    expect(listed).toEqual([]);
    expect(await page().getByTestId('pending-invitation').count()).toBe(0);
  });

  test("when the verification mail's link is followed, then Keycloak confirms the address and, signed in again, the invitation is listed", async () => {
    const mail = await waitForMail(email, { subject: /verify email/i });
    const [link] = linksIn(mail, `${baseUrl}/auth/realms/padel/login-actions/action-token?`);
    expect(link).toBeDefined();

    await page().goto(link as string);
    await page()
      .getByRole('link', { name: /Click here to proceed/ })
      .click();
    await page().getByText('Your account has been updated.').first().waitFor();
    await page().getByRole('link', { name: 'Back to Padel League' }).click();
    await page().waitForURL(`${baseUrl}/`);
    await signOut(page());
    await signIn(page(), email, password);
    await openMyTeams();

    const invitation = page().getByTestId('pending-invitation');
    await invitation.getByText(inviterName).waitFor();
    await invitation.getByRole('button', { name: `Accept invitation from ${inviterName}` }).waitFor();
  });

  test("when the invitation mail's accept link is opened, then the invitation is accepted and the team confirmed", async () => {
    const mail = await waitForMail(email, { subject: /You have been invited/ });
    expect(mail.Text).toContain(`${inviterName} (a player of the Padel League) invites you to form a team.`);
    const [link] = linksIn(mail, `${baseUrl}/accept-invitation?token=`);
    expect(link).toBeDefined();

    await page().goto(link as string);
    await page().getByRole('button', { name: 'Accept Invitation' }).click();

    await page().getByRole('heading', { name: 'Team Confirmed' }).waitFor();
  });

  test("when Forgot password? is pressed, then Keycloak's reset page opens and mails the address a link to set a new password", async () => {
    await page().goto(`${baseUrl}/`);
    await signOut(page());
    await page().getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page().getByRole('dialog', { name: 'Authentication' }).getByRole('link', { name: 'Forgot password?' }).click();

    await page().getByRole('heading', { name: 'Forgot Your Password?' }).waitFor();
    expect(page().url()).toContain(`${baseUrl}/auth/realms/padel/login-actions/reset-credentials`);
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Submit' }).click();

    const mail = await waitForMail(email, { subject: /reset password/i });
    expect(linksIn(mail, `${baseUrl}/auth/realms/padel/login-actions/action-token?`)).toHaveLength(1);
  });
});
