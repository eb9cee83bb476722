import { calendarFeed, foldLine } from '../src/domain/calendar-feed';
import { fetchFeed, parseFeed } from './calendar-support';
import { drawTestbed, noura, tournamentWithTeams } from './draw-support';

const testbed = drawTestbed();
const { call, draw } = testbed;

const feedOf = (tournamentId: string) => fetchFeed(`${testbed.baseUrl()}/api/tournaments/${tournamentId}/calendar.ics`);
const schedule = (tournamentId: string, matchId: string, body: unknown) =>
  call('PATCH', `/api/tournaments/${tournamentId}/matches/${matchId}`, noura, body);

describe('GET /api/tournaments/:id/calendar.ics', () => {
  it('when matches are scheduled, then the feed validates with ical.js and holds one event per scheduled match with court and time', async () => {
    const tournamentId = await tournamentWithTeams(4);
    await draw(tournamentId);
    await schedule(tournamentId, 'R1-M1', { court: 'Centre Court', starts_at: '2026-12-05T14:00:00.000Z' });
    await schedule(tournamentId, 'R1-M2', { court: 'Court 2; "North", West', starts_at: '2026-12-05T15:30:00.000Z' });

    const { status, type, text } = await feedOf(tournamentId);

    expect(status).toBe(200);
    expect(type).toMatch(/^text\/calendar/);
    expect(text).toMatch(/\r\n$/);
    const feed = parseFeed(text);
    expect(feed.events.map((event) => [event.uid, event.start])).toEqual([
      [`${tournamentId}-R1-M1@padel-league`, '2026-12-05T14:00:00.000Z'],
      [`${tournamentId}-R1-M2@padel-league`, '2026-12-05T15:30:00.000Z'],
    ]);
    expect(feed.events[1]!.location).toMatch(/^Court 2; "North", West, /);
    expect(feed.events[0]!.summary).toMatch(/ vs /);
  });

  it('when a match moves, then its event keeps its UID with the new court and time and a higher SEQUENCE', async () => {
    const tournamentId = await tournamentWithTeams(2);
    await draw(tournamentId);
    await schedule(tournamentId, 'R1-M1', { court: 'Court 1', starts_at: '2026-12-06T10:00:00.000Z' });
    const before = parseFeed((await feedOf(tournamentId)).text).events[0]!;

    await schedule(tournamentId, 'R1-M1', { court: 'Court 3', starts_at: '2026-12-06T12:00:00.000Z' });

    const after = parseFeed((await feedOf(tournamentId)).text).events[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.start).toBe('2026-12-06T12:00:00.000Z');
    expect(after.location).toMatch(/^Court 3, /);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('when nothing is scheduled yet, then the feed is a valid calendar without events', async () => {
    const tournamentId = await tournamentWithTeams(2);

    expect(parseFeed((await feedOf(tournamentId)).text).events).toEqual([]);
  });

  it('when the tournament is unknown or a draft, then 404', async () => {
    const draft = await tournamentWithTeams(0, { status: 'draft' });

    expect((await feedOf('000000000000000000000000')).status).toBe(404);
    expect((await feedOf(draft)).status).toBe(404);
  });

  it('when a line is longer than 75 octets, then it is folded without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'ب'.repeat(60)}`);

    expect(folded.split('\r\n ').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(`SUMMARY:${'ب'.repeat(60)}`);
    expect(parseFeed(calendarFeed(`Doha ${'ب'.repeat(60)}`, [])).name).toBe(`Doha ${'ب'.repeat(60)}`);
  });
});
