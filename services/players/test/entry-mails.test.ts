import { randomUUID } from 'node:crypto';
import { createEvent } from '@padel/service-kit';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { mailsTo, testSmtpUrl, waitForMail } from '@padel/tools/testing/mailpit';
import { serviceUnderTest } from '@padel/tools/testing/service-under-test';
import * as players from '../src/app';
import { ProfileModel } from '../src/data-access/profile-model';
import { CONSUMED_EVENTS, testId } from './support';

/**
 * Two players of this file's own, in its own database only: the stack of the browser tests, running meanwhile on the same
 * broker, consumes these events too, and must find no one to mail (demo players would get a second mail from it).
 */
const playerOf = (name: string) => ({ id: randomUUID(), email: `entry-mails-${name}-${testId()}@padel.test`, name: `${name} ${testId()}` });
const [omar, layla] = [playerOf('omar'), playerOf('layla')];
const service = serviceUnderTest({
  service: 'players',
  app: players,
  consumes: CONSUMED_EVENTS,
  publisher: true,
  overrides: { SMTP_URL: testSmtpUrl(), MAIL_RELAY_INTERVAL_MS: 200, MAIL_RETRY_MAX_MS: 500 },
});

const entryParties = (title: string) => ({
  entryId: `entry-${testId()}`,
  tournamentId: `tournament-${testId()}`,
  tournamentTitle: title,
  teamId: `team-${testId()}`,
  player1: omar.id,
  player2: layla.id,
});
const uniqueTitle = (name: string) => `${name} ${testId()}`;

beforeAll(async () => {
  // Layla reads her mail in Arabic (the site's switch sets this through PATCH /api/profile/me).
  await ProfileModel.create([
    { _id: omar.id, full_name: omar.name, email: omar.email, registered_at: new Date() },
    { _id: layla.id, full_name: layla.name, email: layla.email, registered_at: new Date(), language: 'ar' },
  ]);
});

describe("the players' mails about their entries and draws", () => {
  it('when an entry is waitlisted, then each player gets a mail in their language with the place, once even if the event repeats', async () => {
    const title = uniqueTitle('Waitlist Open');
    const event = createEvent(
      'entry-waitlisted',
      { ...entryParties(title), place: 3, waitlistedAt: new Date().toISOString() },
      'tournaments',
    );

    await service.publisher().publish(event);
    await service.publisher().publish(createEvent('entry-waitlisted', event.data, 'tournaments'));

    const english = await waitForMail(omar.email, { containing: title });
    expect(english.Subject).toBe(`${title} is full: your team is on the waitlist`);
    expect(english.Text).toContain('number 3 on the waitlist');
    const arabic = await waitForMail(layla.email, { containing: title });
    expect(arabic.Subject).toBe(`${title} مكتملة: فريقك في قائمة الانتظار`);
    expect(arabic.Text).toContain('ترتيب فريقك في قائمة الانتظار هو 3');
    expect(arabic.HTML).toContain('<section lang="ar" dir="rtl">');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const toOmar = (await mailsTo(omar.email)).filter((mail) => mail.Subject.includes(title));
    expect(toOmar).toHaveLength(1);
  });

  it('when a waitlisted entry is promoted, then its players are told a place opened', async () => {
    const title = uniqueTitle('Promotion Cup');
    const data = { ...entryParties(title), confirmedAt: new Date().toISOString(), promoted: true };

    await service.publisher().publish(createEvent('entry-confirmed', data, 'tournaments'));

    expect((await waitForMail(omar.email, { containing: title })).Subject).toBe(`A place opened: your team is in ${title}`);
    expect((await waitForMail(layla.email, { containing: title })).Subject).toBe(`تحرّر مكان: فريقك مشارك في ${title}`);
  });

  it('when the partner confirms an entry, then both players are told it is confirmed', async () => {
    const title = uniqueTitle('Confirmed Classic');

    await service
      .publisher()
      .publish(createEvent('entry-confirmed', { ...entryParties(title), confirmedAt: new Date().toISOString() }, 'tournaments'));

    expect((await waitForMail(omar.email, { containing: title })).Subject).toBe(`Your entry in ${title} is confirmed`);
  });

  it('when an entry is rejected, then its players get the reason, with markup in it escaped', async () => {
    const title = uniqueTitle('Rejection Open');
    const reason = 'Levels <b>do not</b> match';

    await service
      .publisher()
      .publish(
        createEvent(
          'entry-rejected',
          { ...entryParties(title), reason, rejectedBy: demoUsers.noura.id, rejectedAt: new Date().toISOString() },
          'tournaments',
        ),
      );

    const mail = await waitForMail(omar.email, { containing: title });
    expect(mail.Subject).toBe(`Your entry in ${title} was not accepted`);
    expect(mail.Text).toContain(`Reason: ${reason}`);
    expect(mail.HTML).toContain('Levels &#60;b&#62;do not&#60;/b&#62; match');
    expect((await waitForMail(layla.email, { containing: title })).Text).toContain(`السبب: ${reason}`);
  });

  it('when a tournament is drawn, then each player learns their first match and opponent', async () => {
    const title = uniqueTitle('Draw Masters');

    await service.publisher().publish(
      createEvent(
        'tournament-drawn',
        {
          tournamentId: `tournament-${testId()}`,
          tournamentTitle: title,
          drawNumber: 1,
          startDate: '2026-12-20',
          teams: [
            {
              teamId: 'team-a',
              players: [omar.id, layla.id],
              firstMatch: { round: 'semi-final', opponent: 'Sara Nasser / Khalid Rahman' },
            },
          ],
        },
        'tournaments',
      ),
    );

    expect((await waitForMail(omar.email, { containing: title })).Text).toContain(
      'Your first match: Semi Final against Sara Nasser / Khalid Rahman.',
    );
    expect((await waitForMail(layla.email, { containing: title })).Text).toContain(
      'مباراتك الأولى: نصف النهائي ضد Sara Nasser / Khalid Rahman.',
    );
  });
});
