import type Router from '@koa/router';
import { CALENDAR_MEDIA_TYPE, type CalendarLink } from '@padel/contracts';
import { createRouter, principalOf, requireAuth, type AuthState } from '@padel/service-kit';
import { ownCalendarLink, playerCalendar, resetCalendarLink, tournamentCalendar } from '../domain/calendars-service';

/** Feeds are read again by calendar apps every few hours: a shared cache may keep one a few minutes. */
const FEED_CACHE = 'public, max-age=300';

/** The calendar feeds (decision 197): a tournament's order of play, and each player's matches through a private link. */
export function calendarsRouter(): Router<AuthState> {
  const router = createRouter<AuthState>('/api');

  router.get('/tournaments/:id/calendar.ics', async (ctx) => {
    const feed = await tournamentCalendar(ctx.params.id as string);
    ctx.type = `${CALENDAR_MEDIA_TYPE}; charset=utf-8`;
    ctx.set('Cache-Control', FEED_CACHE);
    ctx.body = feed;
  });

  router.get('/calendars/me', requireAuth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = (await ownCalendarLink(principalOf(ctx))) satisfies CalendarLink;
  });

  router.post('/calendars/me/reset', requireAuth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = (await resetCalendarLink(principalOf(ctx))) satisfies CalendarLink;
  });

  // The link is the secret: never kept by a shared cache, never sent on as a referrer.
  router.get('/calendars/:token.ics', async (ctx) => {
    const feed = await playerCalendar(ctx.params.token as string);
    ctx.type = `${CALENDAR_MEDIA_TYPE}; charset=utf-8`;
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = feed;
  });

  return router;
}
