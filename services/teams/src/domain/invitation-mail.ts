import { PreferredLanguageSchema } from '@padel/contracts';
import type { InvitationRecord } from '../data-access/invitation-repository';
import type { OutgoingMail } from '@padel/service-kit';

/** The texts of the invitation mail; the mail says everything in English and then in Arabic (decision 126). */
const TEXTS = {
  en: {
    subject: 'You have been invited to a Padel League team',
    heading: 'You have been invited!',
    invites: (inviter: string) => `${inviter} invites you to form a team.`,
    inviter: (name: string) => `${name} (a player of the Padel League)`,
    someone: 'A player of the Padel League',
    accept: 'Accept the invitation',
    howTo: 'Sign in with this email address to accept (or sign up with it and confirm it first).',
    until: (date: string) => `The invitation is open until ${date}.`,
    ignore: 'If you did not expect this mail, you can ignore it.',
  },
  ar: {
    subject: 'دعوة للانضمام إلى فريق في دوري البادل',
    heading: 'لقد تلقيت دعوة!',
    invites: (inviter: string) => `يدعوك ${inviter} لتكوين فريق.`,
    inviter: (name: string) => `${name} (لاعب في دوري البادل)`,
    someone: 'لاعب في دوري البادل',
    accept: 'قبول الدعوة',
    howTo: 'سجّل الدخول بهذا البريد الإلكتروني لقبول الدعوة (أو أنشئ حساباً به وأكّده أولاً).',
    until: (date: string) => `تبقى الدعوة مفتوحة حتى ${date}.`,
    ignore: 'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
  },
} as const;

const LANGUAGES = PreferredLanguageSchema.options;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The longest inviter name a mail shows, in characters; a longer one is cut at a word and ends with "…". */
export const INVITER_NAME_MAX = 40;

/**
 * The inviter's name as the mail may show it (decision 192): plain words only, so it can carry no link, address,
 * markup or line of its own (letters, combining marks, spaces, apostrophes and hyphens are kept, compatibility forms
 * such as full-width letters first made plain; anything else is a space), and at most INVITER_NAME_MAX characters.
 * Empty when nothing is left.
 */
export function plainInviterName(name: string | null | undefined): string {
  const words = (name ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}'\u2019 -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)[-'\u2019]+|[-'\u2019]+(?=\s|$)/g, '$1')
    .trim();
  const characters = Array.from(words);
  if (characters.length <= INVITER_NAME_MAX) return words;
  const cut = characters.slice(0, INVITER_NAME_MAX).join('');
  return `${cut.replace(/\s+\S*$/, '') || cut}…`;
}

/** The page that accepts the invitation, on the site at `publicUrl`. */
export const acceptLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/accept-invitation?token=${encodeURIComponent(token)}`;

/**
 * The "You have been invited" mail of an invitation by email: who invites, the accept link and until when it is open,
 * in English and in Arabic.
 */
export function invitationMail(
  invitation: Pick<InvitationRecord, 'invitee_email' | 'token' | 'inviter_profile'> & { invitee_email: string },
  { publicUrl, expiresAt }: { publicUrl: string; expiresAt: Date },
): OutgoingMail {
  const name = plainInviterName(invitation.inviter_profile?.full_name);
  // Always "<name> (a player of the Padel League)": never the inviter's words alone, never their email address.
  const inviterIn = (language: (typeof LANGUAGES)[number]) => (name ? TEXTS[language].inviter(name) : TEXTS[language].someone);
  const link = acceptLinkOf(publicUrl, invitation.token);
  const date = expiresAt.toISOString().slice(0, 10);
  const text = LANGUAGES.map((language) => {
    const t = TEXTS[language];
    return [t.heading, '', t.invites(inviterIn(language)), `${t.accept}: ${link}`, '', t.howTo, t.until(date), t.ignore].join('\n');
  }).join('\n\n—\n\n');
  const html = LANGUAGES.map((language) => {
    const t = TEXTS[language];
    return [
      `<section lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
      `<h1>${escapeHtml(t.heading)}</h1>`,
      `<p>${escapeHtml(t.invites(inviterIn(language)))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.accept)}</a></p>`,
      `<p>${escapeHtml(t.howTo)}<br>${escapeHtml(t.until(date))}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
      '</section>',
    ].join('\n');
  }).join('\n<hr>\n');
  return { to: invitation.invitee_email, subject: `${TEXTS.en.subject} · ${TEXTS.ar.subject}`, text, html };
}
