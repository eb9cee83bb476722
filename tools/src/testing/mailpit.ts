// The mail the test engines' Mailpit received, read through its HTTP API (integration and browser tests).
import { PORTS } from '../engines/profiles';

/** Mailpit's API base: MAILPIT_URL, else the test profile's own Mailpit. */
export const mailpitUrl = (): string => process.env.MAILPIT_URL ?? `http://127.0.0.1:${PORTS.test.mailpit}`;

/** The SMTP server tests hand to services: SMTP_URL, else the test profile's Mailpit. */
export const testSmtpUrl = (): string => process.env.SMTP_URL ?? `smtp://127.0.0.1:${PORTS.test.smtp}`;

interface Address {
  Name: string;
  Address: string;
}

export interface MailSummary {
  ID: string;
  Subject: string;
  From: Address;
  To: Address[];
  Created: string;
}

export interface Mail extends MailSummary {
  Text: string;
  HTML: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${mailpitUrl()}${path}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Mailpit ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The mails sent to `address`, newest first. */
export async function mailsTo(address: string): Promise<MailSummary[]> {
  const query = new URLSearchParams({ query: `to:"${address}"` });
  const { messages } = await api<{ messages: MailSummary[] }>(`/api/v1/search?${query}`);
  return messages;
}

/**
 * Waits until a mail to `address` arrives (the newest with a subject matching `subject` and a text containing
 * `containing`, when given) and returns it in full.
 */
export async function waitForMail(
  address: string,
  options: { subject?: RegExp; containing?: string; timeoutMs?: number } = {},
): Promise<Mail> {
  const { subject, containing } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    for (const summary of await mailsTo(address)) {
      if (subject && !subject.test(summary.Subject)) continue;
      const mail = await api<Mail>(`/api/v1/message/${summary.ID}`);
      if (!containing || mail.Text.includes(containing)) return mail;
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${address}${subject ? ` matching ${subject}` : ''}${containing ? ` with ${containing}` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The links of a mail's plain text that start with `prefix`. */
export function linksIn(mail: Pick<Mail, 'Text'>, prefix: string): string[] {
  return (mail.Text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).filter((link) => link.startsWith(prefix));
}

/** A public Keycloak link as the test process reaches it: through KEYCLOAK_URL when set (no gateway needed). */
function reachable(link: string): string {
  const { KEYCLOAK_PUBLIC_URL: publicBase, KEYCLOAK_URL: internalBase } = process.env;
  return publicBase && internalBase && link.startsWith(publicBase) ? internalBase + link.slice(publicBase.length) : link;
}

/**
 * Verifies `address` as its owner does: opens the link of Keycloak's verification mail and confirms on the page it
 * shows (two requests sharing Keycloak's cookies). Tokens issued afterwards say `email_verified: true`.
 */
export async function verifyEmailThroughMail(address: string): Promise<void> {
  const mail = await waitForMail(address, { subject: /verify email/i });
  const [link] = linksIn(mail, `${process.env.KEYCLOAK_PUBLIC_URL ?? ''}`).filter((candidate) => candidate.includes('/login-actions/'));
  if (!link) throw new Error(`the verification mail to ${address} has no login-actions link`);
  const confirmation = await fetch(reachable(link), { redirect: 'manual' });
  const cookies = confirmation.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const proceed = /href="([^"]*\/login-actions\/action-token[^"]*)"/.exec(await confirmation.text())?.[1]?.replaceAll('&amp;', '&');
  if (!proceed) throw new Error(`Keycloak's page for the verification link of ${address} has no way to proceed`);
  const confirmed = await fetch(reachable(proceed), { headers: { cookie: cookies }, redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`confirming the email ${address} failed: ${confirmed.status}`);
}
