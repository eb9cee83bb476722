import { randomUUID } from 'node:crypto';
import { mailsTo, testSmtpUrl, waitForMail } from '@padel/tools/testing/mailpit';
import { releaseAll } from '@padel/tools/testing/release-all';
import mongoose from 'mongoose';
import { connectMongo, disconnectMongo, MailOutboxRelay, planMail, smtpMailer } from '../src';
import { eventually, recordingLogger, requiredEnv, sleep, uniqueDbName } from './helpers';

const { logger } = recordingLogger();
const outbox = () => mongoose.connection.collection<{ _id: string; attempts: number }>('mail_outbox');
const mailOf = (to: string, subject: string) => ({ to, subject, text: `${subject} (text)`, html: `<p>${subject}</p>` });

let relay: MailOutboxRelay;

beforeAll(async () => {
  await connectMongo({ url: requiredEnv('MONGO_URL'), dbName: uniqueDbName('padel_kit_mail'), logger });
  relay = new MailOutboxRelay({
    send: smtpMailer(testSmtpUrl(), 'Padel League <no-reply@padel.local>'),
    intervalMs: 200,
    retryMaxMs: 1000,
    logger,
  });
  relay.start();
}, 60_000);

afterAll(() =>
  releaseAll(
    () => relay.stop(),
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('the mail outbox', () => {
  it('when a mail is planned, then it reaches the SMTP server and leaves the outbox', async () => {
    const to = `kit-mail-${randomUUID()}@example.test`;

    expect(await planMail(`kit-test:${to}`, mailOf(to, 'Your entry is waitlisted'))).toBe(true);

    const mail = await waitForMail(to, { subject: /waitlisted/ });
    expect(mail.Text).toContain('Your entry is waitlisted (text)');
    await eventually(async () => (await outbox().countDocuments({ _id: `kit-test:${to}` })) === 0);
  });

  it('when the same news is planned twice under one key, then it is mailed once', async () => {
    const to = `kit-mail-${randomUUID()}@example.test`;
    const key = `kit-test:${to}`;

    const [first, second] = await Promise.all([planMail(key, mailOf(to, 'Promoted')), planMail(key, mailOf(to, 'Promoted'))]);

    expect([first, second].sort()).toEqual([false, true]);
    await waitForMail(to, { subject: /Promoted/ });
    await sleep(1000);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('when the SMTP server cannot be reached, then the mail waits in the outbox and is tried again later', async () => {
    const unreachable = new MailOutboxRelay({
      send: smtpMailer('smtp://127.0.0.1:9', 'x <x@padel.local>'),
      intervalMs: 100,
      retryMaxMs: 200,
      logger,
    });
    await relay.stop();
    const to = `kit-mail-${randomUUID()}@example.test`;
    try {
      unreachable.start();
      await planMail(`kit-test:${to}`, mailOf(to, 'Retry'));

      const waiting = await eventually(async () => {
        const record = await outbox().findOne({ _id: `kit-test:${to}` });
        return record && record.attempts >= 2 ? record : undefined;
      });
      expect(waiting.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await unreachable.stop();
      relay.start();
    }
    await waitForMail(to, { subject: /Retry/ });
  });
});
