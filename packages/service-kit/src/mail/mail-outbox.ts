import { Schema, model, models, type Model } from 'mongoose';
import type { Logger } from '../logger';
import { insertOnce } from '../mongo-concurrency';
import { PollingWorker } from '../polling-worker';
import type { MailConfig } from './mail-config';
import { smtpMailer, type OutgoingMail, type SendMail } from './smtp-mailer';

/**
 * A rendered mail waiting to be sent: a service's mail outbox (decision 126, made generic for every service). Keyed by
 * what it tells (e.g. `entry-waitlisted:<entryId>:<playerId>`), so planning the same news twice mails it once. Removed
 * once sent, so the collection holds only what waits and the relay's look-up stays cheap on FerretDB.
 */
export interface PlannedMailRecord extends OutgoingMail {
  _id: string;
  /** When the relay may try (again): now for a new mail, later after a failure or while a relay holds it. */
  due_at: Date;
  /** Tries the SMTP server refused so far. */
  attempts: number;
  created_at: Date;
}

const plannedMailSchema = new Schema(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    due_at: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    created_at: { type: Date, required: true },
  },
  { collection: 'mail_outbox' },
);
plannedMailSchema.index({ due_at: 1 });

const PlannedMailModel: Model<PlannedMailRecord> =
  (models.PlannedMail as Model<PlannedMailRecord> | undefined) ??
  model<PlannedMailRecord>('PlannedMail', plannedMailSchema as unknown as Schema<PlannedMailRecord>);

/** Puts `mail` in the outbox under `key`, once: false when a mail of that key was planned before. */
export async function planMail(key: string, mail: OutgoingMail): Promise<boolean> {
  const now = new Date();
  const planned = await insertOnce(PlannedMailModel, { _id: key, ...mail, due_at: now, attempts: 0, created_at: now });
  for (const relay of runningRelays) relay.notify();
  return planned;
}

export interface MailOutboxRelayOptions {
  send: SendMail;
  /** Poll interval in milliseconds. */
  intervalMs: number;
  /** Longest wait between two tries of a mail the SMTP server did not take. */
  retryMaxMs: number;
  /** A mail the SMTP server has refused for this long is dropped (logged): its news is stale by then. */
  giveUpAfterMs?: number;
  logger: Logger;
}

/** Mails handled per pass. */
const BATCH = 20;
/** How long a relay holds a mail it is sending (a crash releases it then). */
const HOLD_MS = 60_000;
const THREE_DAYS_MS = 3 * 24 * 3600_000;

/** The relays running in this process, told at once of a planned mail. */
const runningRelays = new Set<MailOutboxRelay>();

/**
 * Sends the outbox's mails: each due mail is held, sent through SMTP, then removed; a refused or unreachable SMTP
 * server makes it due again later (1 s, 2 s, 4 s… up to `retryMaxMs`). Runs on a timer and right after `planMail`.
 */
export class MailOutboxRelay extends PollingWorker {
  constructor(private readonly options: MailOutboxRelayOptions) {
    super(options.intervalMs, options.logger, 'mail outbox pass failed');
  }

  override start(): void {
    runningRelays.add(this);
    super.start();
  }

  override async stop(): Promise<void> {
    runningRelays.delete(this);
    await super.stop();
  }

  protected async pass(): Promise<void> {
    const due = await PlannedMailModel.find({ due_at: { $lte: new Date() } })
      .sort({ due_at: 1 })
      .limit(BATCH)
      .lean<PlannedMailRecord[]>();
    for (const mail of due) {
      if (this.isStopped) return;
      const held = await PlannedMailModel.updateOne(
        { _id: mail._id, due_at: mail.due_at },
        { $set: { due_at: new Date(Date.now() + HOLD_MS) } },
      );
      if (held.modifiedCount === 1) await this.deliver(mail);
    }
  }

  private async deliver(mail: PlannedMailRecord): Promise<void> {
    const { send, retryMaxMs, giveUpAfterMs = THREE_DAYS_MS } = this.options;
    const log = this.options.logger.child({ mailKey: mail._id });
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      if (Date.now() - mail.created_at.getTime() > giveUpAfterMs) {
        log.error({ err: error, attempts: mail.attempts + 1 }, 'mail not sent for too long: dropped');
        await PlannedMailModel.deleteOne({ _id: mail._id });
        return;
      }
      const attempts = mail.attempts + 1;
      const retryInMs = Math.min(retryMaxMs, 1000 * 2 ** (attempts - 1));
      log.warn({ err: error, attempts, retryInMs }, 'mail not sent; trying again later');
      await PlannedMailModel.updateOne({ _id: mail._id }, { $set: { due_at: new Date(Date.now() + retryInMs), attempts } });
      return;
    }
    await PlannedMailModel.deleteOne({ _id: mail._id });
    log.info('mail sent');
  }
}

/** Starts the mail relay of a service from its config; undefined (and a warning) without an SMTP server. */
export function startMailOutboxRelay(config: MailConfig, logger: Logger): MailOutboxRelay | undefined {
  if (!config.SMTP_URL) {
    logger.warn('SMTP_URL not set: this service mails nothing');
    return undefined;
  }
  const relay = new MailOutboxRelay({
    send: smtpMailer(config.SMTP_URL, config.MAIL_FROM),
    intervalMs: config.MAIL_RELAY_INTERVAL_MS,
    retryMaxMs: config.MAIL_RETRY_MAX_MS,
    logger,
  });
  relay.start();
  return relay;
}
