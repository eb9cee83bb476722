import { z } from 'zod';

/** GET /api/calendars/me and POST /api/calendars/me/reset: the caller's private calendar feed, a path on this site. */
export const CalendarLinkSchema = z.object({
  /** `/api/calendars/<token>.ics`: whoever holds it reads the feed, so it is shown to its owner only. */
  path: z.string().regex(/^\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/),
});
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;

/** The media type of the iCalendar feeds. */
export const CALENDAR_MEDIA_TYPE = 'text/calendar';
