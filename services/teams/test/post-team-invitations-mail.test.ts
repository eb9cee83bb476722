import { demoUsers } from '@padel/tools/testing/keycloak';
import { linksIn, mailsTo, testSmtpUrl, waitForMail } from '@padel/tools/testing/mailpit';
import { InvitationMailModel } from '../src/data-access/invitation-mail-model';
import { eventually, tcpProxy, teamsServiceForTests, testId } from './support';

const { omar, layla, sara } = demoUsers;
const PUBLIC_URL = 'http://localhost:8100';

// The service reaches the test Mailpit only through a proxy the test can cut (declared first: its hook runs first).
let smtp: Awaited<ReturnType<typeof tcpProxy>>;
beforeAll(async () => {
  smtp = await tcpProxy(testSmtpUrl());
});
afterAll(async () => {
  await smtp.close();
});

const { call, as, invite } = teamsServiceForTests([omar, layla, sara], () => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL,
  MAIL_RELAY_INTERVAL_MS: 200,
  MAIL_RETRY_MAX_MS: 500,
}));

const newcomer = () => `teams-mail-${testId()}@padel.test`;
const acceptLink = (token: string) => `${PUBLIC_URL}/accept-invitation?token=${encodeURIComponent(token)}`;
const mailOutboxEmpty = async () => (await InvitationMailModel.countDocuments()) === 0;

describe('POST /api/team-invitations: the "You have been invited" mail', () => {
  it('when someone is invited by email, then a mail in English and Arabic naming the inviter, with the accept link, arrives', async () => {
    const email = newcomer();

    const { token } = await invite(omar, { invitee_email: email });

    const mail = await waitForMail(email, { subject: /You have been invited/ });
    expect(mail.Subject).toBe('You have been invited to a Padel League team · دعوة للانضمام إلى فريق في دوري البادل');
    expect(mail.From).toMatchObject({ Name: 'Padel League', Address: 'no-reply@padel.local' });
    expect(mail.Text).toContain(`${omar.fullName} (a player of the Padel League) invites you to form a team.`);
    expect(mail.Text).toContain(`يدعوك ${omar.fullName} (لاعب في دوري البادل) لتكوين فريق.`);
    expect(linksIn(mail, `${PUBLIC_URL}/accept-invitation?token=`)).toEqual([acceptLink(token), acceptLink(token)]);
    expect(mail.HTML).toContain(`href="${acceptLink(token)}"`);
    expect(mail.HTML).toContain('<section lang="ar" dir="rtl">');
  });

  it('when a registered player is invited by their email, then they get the mail too', async () => {
    const { token } = await invite(layla, { invitee_email: sara.email });

    const mail = await waitForMail(sara.email, { containing: acceptLink(token) });

    expect(mail.Text).toContain(`${layla.fullName} (a player of the Padel League) invites you`);
  });

  it('when a player is invited by id only, then no mail is planned (the service knows no address)', async () => {
    const { id } = await invite(omar, { invitee_id: sara.id });

    expect(await InvitationMailModel.findById(id).lean()).toBeNull();
  });

  it('when the mail server is down, then the invitation is still created and its mail goes out once the server is back', async () => {
    const email = newcomer();
    await smtp.cut();
    try {
      const { status, body } = await call('POST', '/api/team-invitations', { ...as(omar), body: { invitee_email: email } });
      expect(status).toBe(201);
      await eventually(async () => ((await InvitationMailModel.findById(body.invitation.id).lean())?.attempts ?? 0) >= 2);
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await smtp.restore();
    }

    const mail = await waitForMail(email, { subject: /You have been invited/ });
    expect(mail.Text).toContain('/accept-invitation?token=');
    await eventually(mailOutboxEmpty);
  });

  it('when the invitation is cancelled before the mail server is back, then no mail is sent', async () => {
    const email = newcomer();
    await smtp.cut();
    try {
      const { id } = await invite(omar, { invitee_email: email });
      await eventually(async () => ((await InvitationMailModel.findById(id).lean())?.attempts ?? 0) >= 1);
      expect((await call('POST', `/api/team-invitations/${id}/cancel`, as(omar))).status).toBe(200);
    } finally {
      await smtp.restore();
    }

    await eventually(mailOutboxEmpty);
    expect(await mailsTo(email)).toEqual([]);
  });
});
