import type { ReactNode } from 'react';
import { SharedT } from '../i18n/messages';

/**
 * Text a person entered (a player's or team's name, a tournament's title, a city, a news title), shown inside a line
 * of the site's own words: isolated in a `<bdi>`, so it takes its own direction and neither reorders the line around
 * it nor is reordered by it ("Point to ريم / سالم" on the English site, a Latin name on the Arabic one). Lines that
 * hold it are one message with the text as an argument, never text joined around it (decision 195).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * The same isolation for a plain string (an attribute, a toast, the tab's title): the text between the Unicode
 * first-strong isolate and pop directional isolate marks, which every browser honours and no one sees.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

const COURT_NUMBER = /^(?:court\s*)?(\d{1,3})$/i;

/**
 * A match's court as the organizer entered it: a number ("3", or "Court 3" as the demo data once spelled it) reads
 * "Court 3" / "الملعب 3" in the reader's language; a court's name ("Centre") stays as entered, isolated.
 */
export function CourtName({ court }: { court: string }) {
  const number = COURT_NUMBER.exec(court.trim())?.[1];
  return number ? <SharedT id="labels.court" values={{ court: number }} /> : <UserText>{court}</UserText>;
}
