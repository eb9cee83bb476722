import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a mail to the SMTP server; rejects when the server is unreachable or refuses it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** nodemailer's SMTP settings for `smtp[s]://[user:password@]host[:port]` (smtps: TLS from the start). */
export function smtpOptionsOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 25)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A silent server fails the try quickly; the relay tries again later.
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
  };
}

/** Sends mail from `from` through the SMTP server at `smtpUrl`. */
export function smtpMailer(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpOptionsOf(smtpUrl));
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
