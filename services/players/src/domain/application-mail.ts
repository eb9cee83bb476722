import type { PreferredLanguage } from '@padel/contracts';
import type { OutgoingMail } from '@padel/service-kit';

/** The texts of the "application decided" mails, in the applicant's language (decision 199). */
const TEXTS = {
  en: {
    approvedSubject: 'Your organizer application has been approved',
    rejectedSubject: 'Your organizer application was not approved',
    hello: (name: string) => `Hello ${name},`,
    approved: (organization: string) =>
      `the Padel League has approved the organizer application of ${organization}. You are now an organizer.`,
    signInAgain: 'Sign in again to open the Host Dashboard and create your first tournament:',
    rejected: (organization: string) => `the Padel League has not approved the organizer application of ${organization}.`,
    reason: 'Reason:',
    applyAgain: 'You can apply again from the site at any time:',
    thanks: 'The Padel League',
  },
  ar: {
    approvedSubject: 'تمت الموافقة على طلبك لتصبح منظِّماً',
    rejectedSubject: 'لم تتم الموافقة على طلبك لتصبح منظِّماً',
    hello: (name: string) => `مرحباً ${name}،`,
    approved: (organization: string) => `وافق دوري البادل على طلب ${organization} ليصبح منظِّماً. أنت الآن منظِّم.`,
    signInAgain: 'سجّل الدخول من جديد لفتح لوحة المنظِّم وإنشاء أول بطولة لك:',
    rejected: (organization: string) => `لم يوافق دوري البادل على طلب ${organization} ليصبح منظِّماً.`,
    reason: 'السبب:',
    applyAgain: 'يمكنك التقديم من جديد من الموقع في أي وقت:',
    thanks: 'دوري البادل',
  },
} as const;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One line of plain words: no line breaks or markup reach the mail's header-like lines. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface DecidedApplication {
  to: string;
  name: string;
  organization: string;
  language: PreferredLanguage;
  /** The rejection's reason; absent for an approval. */
  reason?: string;
  /** The site's address (links lead there); absent = no link. */
  publicUrl?: string;
}

/** The mail telling an applicant their application was approved (`reason` absent) or rejected, in their language. */
export function applicationDecidedMail(decided: DecidedApplication): OutgoingMail {
  const t = TEXTS[decided.language];
  const approved = decided.reason === undefined;
  const base = decided.publicUrl?.replace(/\/+$/, '');
  const link = base ? (approved ? `${base}/host-dashboard` : `${base}/host-a-tournament`) : undefined;
  const name = oneLine(decided.name);
  const organization = oneLine(decided.organization);
  const lines = [
    t.hello(name),
    '',
    approved ? t.approved(organization) : t.rejected(organization),
    ...(approved ? [] : [`${t.reason} ${decided.reason}`]),
    '',
    ...(link ? [approved ? t.signInAgain : t.applyAgain, link, ''] : []),
    t.thanks,
  ];
  const dir = decided.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<div lang="${decided.language}" dir="${dir}">`,
    `<p>${escapeHtml(t.hello(name))}</p>`,
    `<p>${escapeHtml(approved ? t.approved(organization) : t.rejected(organization))}</p>`,
    ...(approved ? [] : [`<p>${escapeHtml(t.reason)} ${escapeHtml(decided.reason ?? '')}</p>`]),
    ...(link
      ? [`<p>${escapeHtml(approved ? t.signInAgain : t.applyAgain)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`]
      : []),
    `<p>${escapeHtml(t.thanks)}</p>`,
    '</div>',
  ].join('\n');
  return { to: decided.to, subject: approved ? t.approvedSubject : t.rejectedSubject, text: lines.join('\n'), html };
}
