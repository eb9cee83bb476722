import type { Draw, Match, MatchSide, TournamentDetail } from '@padel/contracts';

/**
 * iCalendar feeds of scheduled matches (RFC 5545, decision 197): one VEVENT per match with a start time, its UID stable
 * for the match (`<tournament>-<match>@padel-league`), SEQUENCE the match's version and LAST-MODIFIED its last change,
 * so a calendar app that reads the feed again moves the event it has rather than adding one.
 */

/** How long a match is expected to last: best of three sets (C) or one set (D). */
const MATCH_MINUTES = { C: 90, D: 45 } as const;

const PRODUCT = '-//Padel League//Match calendar//EN';

/** Text escaped for a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** `20261205T140000Z`. */
export const icsDateTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A content line folded at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One scheduled match of a tournament, as a feed shows it. */
export interface FeedMatch {
  tournament: Pick<TournamentDetail, 'id' | 'name' | 'location' | 'level'>;
  match: Match;
  roundLabel: string;
}

const teamName = (match: Match, side: MatchSide) => match[side]?.name ?? 'To be decided';

function eventLines({ tournament, match, roundLabel }: FeedMatch, stamp: Date): string[] {
  const start = new Date(match.starts_at as string);
  const end = new Date(start.getTime() + MATCH_MINUTES[tournament.level] * 60_000);
  const where = [match.court, tournament.location].filter(Boolean).join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(`${tournament.id}-${match.id}@padel-league`)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `LAST-MODIFIED:${icsDateTime(new Date(match.updated_at))}`,
    `SEQUENCE:${match.version}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${icsText(`${teamName(match, 'team1')} vs ${teamName(match, 'team2')} (${roundLabel}, ${tournament.name})`)}`,
    `LOCATION:${icsText(where)}`,
    `DESCRIPTION:${icsText(`${tournament.name}: ${roundLabel}${match.court ? `, ${match.court}` : ''}`)}`,
    `STATUS:${match.status === 'walkover' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The scheduled matches (those with a start time) of a tournament's draw. */
export function scheduledMatches(tournament: FeedMatch['tournament'], draw: Draw | null): FeedMatch[] {
  return (draw?.rounds ?? []).flatMap((round) =>
    round.matches.filter((match) => match.starts_at !== null).map((match) => ({ tournament, match, roundLabel: round.label })),
  );
}

/** The whole feed, CRLF line ends, events in start order. `stamp`: when the feed was made (DTSTAMP). */
export function calendarFeed(name: string, matches: readonly FeedMatch[], stamp: Date = new Date()): string {
  const ordered = [...matches].sort((a, b) => (a.match.starts_at as string).localeCompare(b.match.starts_at as string));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...ordered.flatMap((match) => eventLines(match, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
