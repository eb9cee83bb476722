import { CalendarLinkSchema } from '@padel/contracts';
import { fetchFeed, parseFeed } from './calendar-support';
import { drawTestbed, enterTeam, noura, omar, tournamentWithTeams } from './draw-support';
import type { DemoUser } from './entries-support';

const testbed = drawTestbed();
const { call, draw } = testbed;

const ownLink = async (user: DemoUser = omar) => CalendarLinkSchema.parse((await call('GET', '/api/calendars/me', user)).body).path;

describe('GET /api/calendars/me and the feed behind it', () => {
  it('when a signed-in player asks twice, then the same unguessable link is answered', async () => {
    const first = await ownLink();

    expect(await ownLink()).toBe(first);
    expect(first).toMatch(/^\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await ownLink(noura)).not.toBe(first);
  });

  it('when the player was drawn and a match of theirs is scheduled, then their feed holds it and not the others’ matches', async () => {
    const tournamentId = await tournamentWithTeams(3);
    await enterTeam(tournamentId, 9, 'confirmed', omar.id);
    const drawn = await draw(tournamentId);
    const theirs = drawn.rounds[0]!.matches.find((match) =>
      [match.team1, match.team2].some((team) => team?.players.some((p) => p.id === omar.id)),
    )!;
    const other = drawn.rounds[0]!.matches.find((match) => match.id !== theirs.id)!;
    for (const [match, hour] of [
      [theirs, 9],
      [other, 11],
    ] as const) {
      await call('PATCH', `/api/tournaments/${tournamentId}/matches/${match.id}`, noura, {
        court: 'Court 1',
        starts_at: `2026-12-07T0${hour % 10}:00:00.000Z`,
      });
    }

    const feed = await fetchFeed(`${testbed.baseUrl()}${await ownLink()}`);

    expect(feed.status).toBe(200);
    const uids = parseFeed(feed.text).events.map((event) => event.uid);
    expect(uids).toContain(`${tournamentId}-${theirs.id}@padel-league`);
    expect(uids).not.toContain(`${tournamentId}-${other.id}@padel-league`);
  });

  it('when no one is signed in, then 401; a link never given is 404', async () => {
    expect((await call('GET', '/api/calendars/me')).status).toBe(401);
    expect((await fetchFeed(`${testbed.baseUrl()}/api/calendars/${'x'.repeat(43)}.ics`)).status).toBe(404);
  });
});
