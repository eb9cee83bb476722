import type { PreferredLanguage, Round } from '@padel/contracts';

/**
 * The players' mails about their entries and draws (decision 198), each in the recipient's language: the texts of
 * every kind in English and Arabic. `{title}` and names are the tournament's and players' own words, escaped in HTML.
 */
export interface EntryMailTexts {
  greeting: (name: string) => string;
  confirmed: { subject: (title: string) => string; body: (title: string) => string };
  promoted: { subject: (title: string) => string; body: (title: string) => string };
  waitlisted: { subject: (title: string) => string; body: (title: string, place: number) => string };
  rejected: { subject: (title: string) => string; body: (title: string) => string; reason: (reason: string) => string };
  drawn: {
    subject: (title: string) => string;
    body: (title: string, startDate: string) => string;
    firstMatch: (round: string, opponent: string | null) => string;
  };
  rounds: Record<Round, string>;
  signature: string;
}

export const ENTRY_MAIL_TEXTS: Record<PreferredLanguage, EntryMailTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    confirmed: {
      subject: (title) => `Your entry in ${title} is confirmed`,
      body: (title) => `Both players have confirmed your team's entry in ${title}. Your team has a place in the tournament.`,
    },
    promoted: {
      subject: (title) => `A place opened: your team is in ${title}`,
      body: (title) => `A team withdrew from ${title} and your team has taken its place: your entry is now confirmed.`,
    },
    waitlisted: {
      subject: (title) => `${title} is full: your team is on the waitlist`,
      body: (title, place) =>
        `Your team's entry in ${title} is confirmed, but every place is taken. Your team is number ${place} on the waitlist; we will write to you if a place opens.`,
    },
    rejected: {
      subject: (title) => `Your entry in ${title} was not accepted`,
      body: (title) => `The organizer of ${title} has rejected your team's entry.`,
      reason: (reason) => `Reason: ${reason}`,
    },
    drawn: {
      subject: (title) => `The draw for ${title} is out`,
      body: (title, startDate) => `The draw for ${title} has been made. The tournament starts on ${startDate}.`,
      firstMatch: (round, opponent) =>
        opponent
          ? `Your first match: ${round} against ${opponent}.`
          : `Your first match: ${round}, against the winner of an earlier match.`,
    },
    rounds: {
      'round-of-64': 'Round of 64',
      'round-of-32': 'Round of 32',
      'round-of-16': 'Round of 16',
      'quarter-final': 'Quarter Final',
      'semi-final': 'Semi Final',
      final: 'Final',
    },
    signature: 'The Padel League',
  },
  ar: {
    greeting: (name) => `مرحباً ${name}،`,
    confirmed: {
      subject: (title) => `تم تأكيد مشاركة فريقك في ${title}`,
      body: (title) => `أكّد اللاعبان مشاركة فريقك في ${title}. لفريقك مكان في البطولة.`,
    },
    promoted: {
      subject: (title) => `تحرّر مكان: فريقك مشارك في ${title}`,
      body: (title) => `انسحب فريق من ${title} وأخذ فريقك مكانه: أصبحت مشاركتك مؤكدة.`,
    },
    waitlisted: {
      subject: (title) => `${title} مكتملة: فريقك في قائمة الانتظار`,
      body: (title, place) =>
        `تم تأكيد مشاركة فريقك في ${title}، لكن جميع الأماكن محجوزة. ترتيب فريقك في قائمة الانتظار هو ${place}، وسنراسلك إذا تحرّر مكان.`,
    },
    rejected: {
      subject: (title) => `لم تُقبل مشاركة فريقك في ${title}`,
      body: (title) => `رفض منظّم ${title} مشاركة فريقك.`,
      reason: (reason) => `السبب: ${reason}`,
    },
    drawn: {
      subject: (title) => `تم إجراء القرعة لبطولة ${title}`,
      body: (title, startDate) => `تم إجراء القرعة لبطولة ${title}. تبدأ البطولة في ${startDate}.`,
      firstMatch: (round, opponent) =>
        opponent ? `مباراتك الأولى: ${round} ضد ${opponent}.` : `مباراتك الأولى: ${round} ضد الفائز في مباراة سابقة.`,
    },
    rounds: {
      'round-of-64': 'دور الـ64',
      'round-of-32': 'دور الـ32',
      'round-of-16': 'دور الـ16',
      'quarter-final': 'ربع النهائي',
      'semi-final': 'نصف النهائي',
      final: 'النهائي',
    },
    signature: 'دوري البادل',
  },
};
