import ICAL from 'ical.js';

export interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  start: string;
  sequence: number;
}

/** The feed parsed by ical.js (a maintained RFC 5545 parser): throws on a feed it cannot read. */
export function parseFeed(text: string): { name: string | null; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  for (const required of ['version', 'prodid']) if (!calendar.getFirstPropertyValue(required)) throw new Error(`no ${required}`);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    for (const required of ['uid', 'dtstamp', 'dtstart'])
      if (!component.getFirstPropertyValue(required)) throw new Error(`event without ${required}`);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname') as string | null, events };
}

/** GET of a feed: status, media type and text. */
export async function fetchFeed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}
