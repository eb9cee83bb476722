import { PollingWorker, type Logger } from '@padel/service-kit';
import {
  dropInvitationMail,
  findDueInvitationMails,
  holdInvitationMail,
  retryInvitationMailAt,
  type InvitationMailRecord,
} from '../data-access/invitation-mail-repository';
import { findInvitationById } from '../data-access/invitation-repository';
import type { SendMail } from '@padel/service-kit';
import { invitationMail } from './invitation-mail';
import { expiryOf, isExpired } from './invitations-service';

export interface InvitationMailRelayOptions {
  send: SendMail;
  /** The site's address, for the accept link. */
  publicUrl: string;
  invitationTtlDays: number;
  /** Poll interval in milliseconds. */
  intervalMs: number;
  /** Longest wait between two tries of a mail the SMTP server did not take. */
  retryMaxMs: number;
  logger: Logger;
}

/** Mails handled per pass. */
const BATCH = 20;
/** How long a relay holds a mail it is sending (a crash releases it then). */
const HOLD_MS = 60_000;
/** A planned mail whose invitation does not exist this long after was for an invitation that was never written. */
const ORPHAN_AFTER_MS = 60_000;

/**
 * Sends the invitation mails of the mail outbox (decision 126): each due mail is held, sent through SMTP, then
 * removed; a refused or unreachable SMTP server makes it due again later (1 s, 2 s, 4 s… up to `retryMaxMs`), for as
 * long as the invitation is pending. Runs on a timer and on `notify()` (right after an invitation is written).
 */
export class InvitationMailRelay extends PollingWorker {
  constructor(private readonly options: InvitationMailRelayOptions) {
    super(options.intervalMs, options.logger, 'invitation mail pass failed');
  }

  protected async pass(): Promise<void> {
    for (const mail of await findDueInvitationMails(new Date(), BATCH)) {
      if (this.isStopped) return;
      if (await holdInvitationMail(mail, new Date(Date.now() + HOLD_MS))) await this.deliver(mail);
    }
  }

  private async deliver(mail: InvitationMailRecord): Promise<void> {
    const { send, publicUrl, invitationTtlDays, retryMaxMs } = this.options;
    const log = this.options.logger.child({ invitationId: mail._id });
    const invitation = await findInvitationById(mail._id);
    if (!invitation) {
      // Planned just before the invitation is written: wait for it a while, then it was never written.
      if (Date.now() - mail.created_at.getTime() < ORPHAN_AFTER_MS)
        await retryInvitationMailAt(mail._id, new Date(Date.now() + 1000), mail.attempts);
      else await dropInvitationMail(mail._id);
      return;
    }
    const { invitee_email: to } = invitation;
    if (invitation.status !== 'pending' || isExpired(invitation, new Date(), invitationTtlDays) || !to) {
      log.info({ status: invitation.status }, 'invitation no longer open: not mailed');
      await dropInvitationMail(mail._id);
      return;
    }
    try {
      await send(
        invitationMail({ ...invitation, invitee_email: to }, { publicUrl, expiresAt: expiryOf(invitation.createdAt, invitationTtlDays) }),
      );
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryInMs = Math.min(retryMaxMs, 1000 * 2 ** (attempts - 1));
      log.warn({ err: error, attempts, retryInMs }, 'invitation mail not sent; trying again later');
      await retryInvitationMailAt(mail._id, new Date(Date.now() + retryInMs), attempts);
      return;
    }
    await dropInvitationMail(mail._id);
    log.info('invitation mailed');
  }
}
