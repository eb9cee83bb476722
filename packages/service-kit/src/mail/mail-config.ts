import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Config keys of a service that sends mail through its mail outbox; spread into the service's config schema. */
export const mailConfigShape = {
  /** SMTP server of the service's mails, `smtp[s]://[user:password@]host[:port]`; unset = nothing is mailed (logged). */
  SMTP_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /** Sender of the service's mails. */
  MAIL_FROM: z.string().min(3).default('Padel League <no-reply@padel.local>'),
  /** How often the mail relay looks for mails that are due, in milliseconds. */
  MAIL_RELAY_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Longest wait between two tries of a mail the SMTP server did not take, in milliseconds. */
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
};

export type MailConfig = { [K in keyof typeof mailConfigShape]: z.infer<(typeof mailConfigShape)[K]> };
