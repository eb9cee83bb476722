import { MessageResponseSchema } from '@padel/contracts';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { mailsTo, verifyEmailThroughMail } from '@padel/tools/testing/mailpit';
import { eventually, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests({ VERIFICATION_MAIL_RATE_LIMIT: 2 });

const resendUrl = () => `${serviceUrl()}/api/auth/verification-mail`;
const verificationMailsTo = async (address: string) => (await mailsTo(address)).filter((mail) => /verify email/i.test(mail.Subject));

describe('POST /api/auth/verification-mail', () => {
  it('when there is no token, then 401 and nothing is mailed', async () => {
    expect(await postJson(resendUrl(), {})).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when a signed-up user has not confirmed the address, then 200 and Keycloak mails its link again', async () => {
    const user = await signUp(serviceUrl(), users, 'resend');
    await eventually(async () => (await verificationMailsTo(user.email)).length === 1);

    const { status, body } = await postJson(resendUrl(), {}, user.token);

    expect(status).toBe(200);
    expect(MessageResponseSchema.parse(body)).toMatchObject({ code: 'VERIFICATION_MAIL_SENT' });
    await eventually(async () => (await verificationMailsTo(user.email)).length === 2);
  });

  it('when the user has switched the site to Arabic, then the mail sent again is Keycloak’s Arabic one', async () => {
    const user = await signUp(serviceUrl(), users, 'resend-ar');
    await eventually(async () => (await verificationMailsTo(user.email)).length === 1);
    const switched = await postJson(`${serviceUrl()}/api/profile/me`, { language: 'ar' }, user.token, 'PATCH');
    expect(switched.status).toBe(200);

    const { status } = await postJson(resendUrl(), {}, user.token);

    expect(status).toBe(200);
    await eventually(async () => (await mailsTo(user.email)).some((mail) => mail.Subject === 'التحقق من البريد الإلكتروني'));
  });

  it('when the user asks more often than the limit in an hour, then 429 VERIFICATION_MAIL_RATE_LIMITED', async () => {
    const user = await signUp(serviceUrl(), users, 'resend-limit');
    await postJson(resendUrl(), {}, user.token);
    await postJson(resendUrl(), {}, user.token);

    const refused = await postJson(resendUrl(), {}, user.token);

    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 429, code: 'VERIFICATION_MAIL_RATE_LIMITED' });
    await eventually(async () => (await verificationMailsTo(user.email)).length === 3);
  });

  it('when the address was confirmed after the token was issued, then 409 EMAIL_ALREADY_VERIFIED and no mail', async () => {
    const user = await signUp(serviceUrl(), users, 'resend-verified');
    await verifyEmailThroughMail(user.email);

    const { status, body } = await postJson(resendUrl(), {}, user.token);

    expect({ status, code: body.code }).toEqual({ status: 409, code: 'EMAIL_ALREADY_VERIFIED' });
    expect(await verificationMailsTo(user.email)).toHaveLength(1);
  });

  it('when a demo player whose address is confirmed asks, then 409 EMAIL_ALREADY_VERIFIED', async () => {
    const { access_token } = await passwordGrant(demoUsers.omar.email);

    expect((await postJson(resendUrl(), {}, access_token)).body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });
});
