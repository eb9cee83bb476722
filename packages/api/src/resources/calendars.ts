import { CalendarLinkSchema, type CalendarLink } from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';

/** The signed-in player's private calendar link (GET /api/calendars/me, made on first ask; decision 197). */
export function useCalendarLink() {
  return useApiQuery('/calendars/me', CalendarLinkSchema, { auth: 'required' });
}

/** A new private calendar link (POST /api/calendars/me/reset): the old one stops working. */
export function useResetCalendarLink(callbacks: MutationCallbacks<CalendarLink, void> = {}) {
  return useApiMutation({
    request: (api) => api('/calendars/me/reset', { method: 'POST', schema: CalendarLinkSchema, auth: 'required' }),
    changes: 'calendarChange',
    ...callbacks,
  });
}

/** The feed's address as a calendar app subscribes to it: this site's origin and the link's path. */
export const calendarUrlOf = (link: CalendarLink, origin: string = window.location.origin): string => `${origin}${link.path}`;
