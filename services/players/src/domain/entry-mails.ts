import type { EventOf, PreferredLanguage } from '@padel/contracts';
import { planMail, type Logger, type OutgoingMail } from '@padel/service-kit';
import { findProfile } from '../data-access/profile-repository';
import { ENTRY_MAIL_TEXTS, type EntryMailTexts } from './entry-mail-texts';

/**
 * The mails a player must get about their entries and draws (decision 198): the tournaments service publishes what
 * happened, this service holds each player's address and mail language and plans one mail per player in the mail
 * outbox, keyed `<kind>:<entry or draw>:<player>` so a redelivered event mails once.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What a mail says: its subject and paragraphs, in the recipient's language. */
type Compose = (texts: EntryMailTexts) => { subject: string; lines: string[] };

function render(to: string, name: string, language: PreferredLanguage, compose: Compose): OutgoingMail {
  const texts = ENTRY_MAIL_TEXTS[language];
  const { subject, lines } = compose(texts);
  const paragraphs = [texts.greeting(name), ...lines, texts.signature];
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: `<section lang="${language}" dir="${direction}">\n${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n</section>`,
  };
}

/** Plans the mail for each player that has a profile with an address; others are logged and skipped. */
async function mailPlayers(kind: string, subjectId: string, playerIds: string[], compose: Compose, logger: Logger): Promise<void> {
  for (const playerId of new Set(playerIds)) {
    const profile = await findProfile(playerId);
    if (!profile?.email) {
      logger.info({ kind, subjectId, playerId }, 'no address for this player: not mailed');
      continue;
    }
    const mail = render(profile.email, profile.full_name, profile.language ?? 'en', compose);
    const planned = await planMail(`${kind}:${subjectId}:${playerId}`, mail);
    logger.info({ kind, subjectId, playerId, planned }, planned ? 'mail planned' : 'mail planned before');
  }
}

/** entry-confirmed: the team's entry is confirmed (both players confirmed), or a waitlisted one was promoted. */
export function mailEntryConfirmed(event: EventOf<'entry-confirmed'>, logger: Logger): Promise<void> {
  const { entryId, player1, player2, promoted } = event.data;
  const title = event.data.tournamentTitle ?? '';
  const kind = promoted ? 'entry-promoted' : 'entry-confirmed';
  return mailPlayers(
    kind,
    entryId,
    [player1, player2],
    (t) => {
      const texts = promoted ? t.promoted : t.confirmed;
      return { subject: texts.subject(title), lines: [texts.body(title)] };
    },
    logger,
  );
}

/** entry-waitlisted: the tournament was full, the team waits at its place. */
export function mailEntryWaitlisted(event: EventOf<'entry-waitlisted'>, logger: Logger): Promise<void> {
  const { entryId, player1, player2, tournamentTitle: title, place } = event.data;
  return mailPlayers(
    'entry-waitlisted',
    entryId,
    [player1, player2],
    (t) => ({ subject: t.waitlisted.subject(title), lines: [t.waitlisted.body(title, place)] }),
    logger,
  );
}

/** entry-rejected: the organizer rejected the entry, with the reason. */
export function mailEntryRejected(event: EventOf<'entry-rejected'>, logger: Logger): Promise<void> {
  const { entryId, player1, player2, tournamentTitle: title, reason } = event.data;
  return mailPlayers(
    'entry-rejected',
    entryId,
    [player1, player2],
    (t) => ({ subject: t.rejected.subject(title), lines: [t.rejected.body(title), t.rejected.reason(reason)] }),
    logger,
  );
}

/** tournament-drawn: every drawn player learns their first match. */
export async function mailTournamentDrawn(event: EventOf<'tournament-drawn'>, logger: Logger): Promise<void> {
  const { tournamentId, tournamentTitle: title, drawNumber, startDate, teams } = event.data;
  for (const team of teams) {
    await mailPlayers(
      'tournament-drawn',
      `${tournamentId}:${drawNumber}`,
      team.players,
      (t) => ({
        subject: t.drawn.subject(title),
        lines: [t.drawn.body(title, startDate), t.drawn.firstMatch(t.rounds[team.firstMatch.round], team.firstMatch.opponent)],
      }),
      logger,
    );
  }
}
