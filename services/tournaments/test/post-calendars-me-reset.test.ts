import { CalendarLinkSchema } from '@padel/contracts';
import { fetchFeed } from './calendar-support';
import { drawTestbed, noura } from './draw-support';

const testbed = drawTestbed();
const { call } = testbed;

describe('POST /api/calendars/me/reset', () => {
  it('when the link is reset, then a new link is answered, it reads the feed, and the old one is 404', async () => {
    const old = CalendarLinkSchema.parse((await call('GET', '/api/calendars/me', noura)).body).path;

    const { status, body } = await call('POST', '/api/calendars/me/reset', noura);

    expect(status).toBe(200);
    const fresh = CalendarLinkSchema.parse(body).path;
    expect(fresh).not.toBe(old);
    expect(CalendarLinkSchema.parse((await call('GET', '/api/calendars/me', noura)).body).path).toBe(fresh);
    expect((await fetchFeed(`${testbed.baseUrl()}${fresh}`)).status).toBe(200);
    expect((await fetchFeed(`${testbed.baseUrl()}${old}`)).status).toBe(404);
  });

  it('when no one is signed in, then 401', async () => {
    expect((await call('POST', '/api/calendars/me/reset')).status).toBe(401);
  });
});
