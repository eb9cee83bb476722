import { randomBytes } from 'node:crypto';
import { linksIn, mailsTo, waitForMail } from '@padel/tools/testing/mailpit';
import { start, stop } from '../src/app';
import { formAction, keycloakVisit, passwordResetPage } from './support/keycloak-pages';
import { createAccount, uniqueClientAddress } from './support/limits-support';

const RESET_ANSWER_MS = 1_000;
let gatewayUrl = '';

beforeAll(async () => {
  ({ url: gatewayUrl } = await start({ PORT: 0, TRUSTED_PROXY_COUNT: 1, PASSWORD_RESET_ANSWER_MS: RESET_ANSWER_MS }));
});
afterAll(() => stop());

const resetMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => /reset/i.test(mail.Subject));

/** Asks for a reset mail for `email` as a browser at `address` does; the POST's answer and how long it took. */
async function askForReset(email: string, address = uniqueClientAddress()) {
  const visit = keycloakVisit(gatewayUrl, address);
  const page = await visit.request(passwordResetPage(gatewayUrl));
  const sent = Date.now();
  const answer = await visit.request(formAction(page.html), { form: { username: email } });
  return { ...answer, ms: Date.now() - sent };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** What Keycloak's answer says, without the parts that change from page to page (session codes, tab ids). */
const feedbackOf = (html: string) => /<span class="[^"]*kc-feedback-text">([^<]*)<\/span>/.exec(html)?.[1]?.trim() ?? html;

// Issue 31, point 3: 20 posts of the reset form sent 20 mails in 1 s.
describe("POST Keycloak's password-reset form through the gateway", () => {
  it('when the form is posted 20 times for one account from 20 addresses, then at most 3 mails reach it and the rest are 429 PASSWORD_RESET_RATE_LIMITED', async () => {
    const owner = await createAccount();

    const answers = await Promise.all(Array.from({ length: 20 }, () => askForReset(owner.email.toUpperCase())));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const mails = await resetMailsTo(owner.email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(3);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    expect(JSON.parse(answers.find((answer) => answer.status === 429)!.html)).toEqual({
      error: 'Too many password-reset requests. Please wait an hour and try again.',
      code: 'PASSWORD_RESET_RATE_LIMITED',
    });
  });

  it('when one address asks for 11 different accounts, then the 11th is refused', async () => {
    const address = uniqueClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => askForReset(`nobody-${randomBytes(5).toString('hex')}@padel.test`, address)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('when the account does not exist, then the answers are the same as for one that does and take as long', async () => {
    const owners = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const strangers = owners.map(() => `nobody-${randomBytes(5).toString('hex')}@padel.test`);

    const existing: Awaited<ReturnType<typeof askForReset>>[] = [];
    const missing: typeof existing = [];
    for (const [index, owner] of owners.entries()) {
      existing.push(await askForReset(owner.email));
      missing.push(await askForReset(strangers[index]!));
    }
    const refusedExisting = await Promise.all([1, 2, 3].map(() => askForReset(owners[0]!.email)));
    const refusedMissing = await Promise.all([1, 2, 3].map(() => askForReset(strangers[0]!)));

    expect(existing.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(missing.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set([...existing, ...missing].map((answer) => feedbackOf(answer.html))).size).toBe(1);
    expect(Math.min(...existing.map((answer) => answer.ms), ...missing.map((answer) => answer.ms))).toBeGreaterThanOrEqual(
      RESET_ANSWER_MS - 5,
    );
    expect(Math.abs(median(existing.map((answer) => answer.ms)) - median(missing.map((answer) => answer.ms)))).toBeLessThan(50);
    // One request each was answered above: of three more, the third (whichever arrives last) is past the limit of 3.
    const refusedOf = (answers: typeof existing) => answers.filter((answer) => answer.status === 429);
    expect(refusedOf(refusedExisting)).toHaveLength(1);
    expect(refusedOf(refusedMissing)).toHaveLength(1);
    expect(refusedOf(refusedExisting)[0]!.html).toBe(refusedOf(refusedMissing)[0]!.html);
  });
});

/** Signs in through the gateway's token endpoint as the site does. */
const signIn = (email: string, password: string) =>
  fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'x-forwarded-for': uniqueClientAddress() },
    body: new URLSearchParams({ client_id: 'padel-web', grant_type: 'password', username: email, password, scope: 'openid' }),
  });

// Issue 31, point 4: after a reset the old refresh token still worked.
describe('a password reset through the mail link', () => {
  it('when the owner sets a new password (leaving "sign out other devices" unticked), then the refresh token of an earlier sign-in gets 400 invalid_grant and the new password signs in', async () => {
    const owner = await createAccount();
    const earlier = (await (await signIn(owner.email, owner.password)).json()) as { refresh_token: string };
    const newPassword = `new-${randomBytes(6).toString('hex')}`;

    const asked = await askForReset(owner.email);
    const mail = await waitForMail(owner.email, { subject: /reset/i });
    const [link] = linksIn(mail, process.env.KEYCLOAK_PUBLIC_URL ?? '').filter((candidate) => candidate.includes('/login-actions/'));
    const visit = keycloakVisit(gatewayUrl);
    const updated = await visit.submit(link!, { 'password-new': newPassword, 'password-confirm': newPassword });
    const refresh = await fetch(`${gatewayUrl}/auth/realms/padel/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'padel-web', grant_type: 'refresh_token', refresh_token: earlier.refresh_token }),
    });
    const withNewPassword = await signIn(owner.email, newPassword);

    expect(asked.status).toBe(200);
    expect(updated.status).toBe(200);
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');
    expect(withNewPassword.status).toBe(200);
  });
});
