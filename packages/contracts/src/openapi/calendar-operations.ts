import { CALENDAR_MEDIA_TYPE, CalendarLinkSchema } from '../calendar';
import { json, type ApiOperation } from './operation';

const FEED =
  'An iCalendar feed (RFC 5545): one event per scheduled match, its UID stable for the match, SEQUENCE and LAST-MODIFIED ' +
  'from its last change, so a calendar app moves the event when the schedule changes (decision 197).';

/** The calendar feeds of the tournaments service (decision 197). */
export const calendarOperations: ApiOperation[] = [
  {
    id: 'getTournamentCalendar',
    method: 'get',
    path: '/api/tournaments/:id/calendar.ics',
    tag: 'Calendars',
    summary: "A tournament's order of play as a calendar feed",
    description: FEED,
    access: 'public',
    responses: { 200: { description: 'The feed', text: CALENDAR_MEDIA_TYPE } },
  },
  {
    id: 'getOwnCalendarLink',
    method: 'get',
    path: '/api/calendars/me',
    tag: 'Calendars',
    summary: "The caller's private calendar link (made on first ask)",
    access: 'signed-in',
    responses: { 200: json('The link', CalendarLinkSchema) },
  },
  {
    id: 'resetOwnCalendarLink',
    method: 'post',
    path: '/api/calendars/me/reset',
    tag: 'Calendars',
    summary: 'Gives the caller a new private calendar link; the old one answers 404 from then on',
    access: 'signed-in',
    responses: { 200: json('The new link', CalendarLinkSchema) },
  },
  {
    id: 'getPlayerCalendar',
    method: 'get',
    path: '/api/calendars/:token.ics',
    tag: 'Calendars',
    summary: "A player's matches as a calendar feed, through the player's private link",
    description: `${FEED} An unknown or reset link is a 404.`,
    access: 'public',
    responses: { 200: { description: 'The feed', text: CALENDAR_MEDIA_TYPE } },
  },
];
