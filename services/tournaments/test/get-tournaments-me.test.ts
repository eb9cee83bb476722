import { OrganizerTournamentSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { bearer, sendJson, tokenOf, wrongAudienceToken } from './host-support';
import { getJson, testId, tournamentsServiceForTests } from './support';

const service = tournamentsServiceForTests();

const meUrl = () => `${service.url()}/api/tournaments/me`;

async function create(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await sendJson(
    `${service.url()}/api/tournaments`,
    { title, start_date: addDays(leagueToday(), 30), city: 'Dubai', ...extra },
    await tokenOf('noura'),
  );
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body.tournament.id;
}

describe('GET /api/tournaments/me', () => {
  it('when there is no token, then 401', async () => {
    expect(await getJson(meUrl())).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when the token is for another audience, then 401', async () => {
    expect((await getJson(meUrl(), { headers: bearer(await wrongAudienceToken()) })).status).toBe(401);
  });

  it('when a partner created tournaments, then they are listed newest first in the host view, drafts included', async () => {
    const run = testId();
    const first = await create(`First ${run}`, { start_date: addDays(leagueToday(), 50) });
    const second = await create(`Second ${run}`, { status: 'draft' });
    const third = await create(`Third ${run}`, { start_date: addDays(leagueToday(), 5), category: 'silver', level: 'C' });

    const { status, body } = await getJson(meUrl(), { headers: bearer(await tokenOf('noura')) });

    expect(status).toBe(200);
    const mine = OrganizerTournamentSchema.array().parse(body);
    expect(mine.slice(0, 3).map((t) => t.id)).toEqual([third, second, first]);
    expect(mine[0]).toMatchObject({
      title: `Third ${run}`,
      category: 'silver',
      level: 'C',
      city: 'Dubai',
      country: 'United Arab Emirates',
    });
    expect(mine[1]).toMatchObject({ status: 'draft' });
    expect(mine.every((t) => t.organizer_id === demoUsers.noura.id)).toBe(true);
  });

  it('when teams entered a tournament, then its entry counts give all entries and the confirmed ones', async () => {
    const entered = await create(`Entered ${testId()}`);
    const empty = await create(`Quiet ${testId()}`);
    const { omar, layla, khalid, sara } = demoUsers;
    const entry = (team: string, player1: string, player2: string, confirmed: boolean) => ({
      tournament_id: entered,
      team_id: team,
      entry_key: `${entered}|${team}`,
      player1,
      player2,
      created_by: player1,
      status: confirmed ? 'confirmed' : 'pending_both',
      confirmed_by: confirmed ? [player1, player2] : [player1],
    });
    await EntryModel.create([entry(`team-${testId()}`, omar.id, layla.id, true), entry(`team-${testId()}`, khalid.id, sara.id, false)]);

    const { body } = await getJson(meUrl(), { headers: bearer(await tokenOf('noura')) });

    const byId = new Map(
      OrganizerTournamentSchema.array()
        .parse(body)
        .map((t) => [t.id, t]),
    );
    expect(byId.get(entered)?.entry_counts).toEqual({ total: 2, confirmed: 1 });
    expect(byId.get(empty)?.entry_counts).toEqual({ total: 0, confirmed: 0 });
  });

  it("when another organizer's tournament exists, then it is not in the caller's list", async () => {
    const other = await TournamentModel.create({
      slug: `other-${testId()}`,
      title: `Someone Else's Open ${testId()}`,
      start_date: addDays(leagueToday(), 12),
      city: 'Doha',
      country: 'Qatar',
      organizer_id: '6b0f7c9e-1d2a-4f3b-9c1e-00000000beef',
    });

    const { body } = await getJson(meUrl(), { headers: bearer(await tokenOf('noura')) });

    expect(body.map((t: { id: string }) => t.id)).not.toContain(String(other._id));
  });

  it('when a player who never organized asks, then the list is empty', async () => {
    await create(`Noura Only ${testId()}`);

    expect(await getJson(meUrl(), { headers: bearer(await tokenOf('omar')) })).toEqual({ status: 200, body: [] });
  });

  it('when a page is asked for, then the newest come first with the total, page 2 follows, and past 100 is a 400', async () => {
    const token = await tokenOf('noura');
    const run = testId();
    const ids: string[] = [];
    for (const index of [0, 1, 2]) ids.push(await create(`Paged ${index} ${run}`));

    const { body: all } = await getJson(`${meUrl()}?limit=100`, { headers: bearer(token) });
    const { body: first } = await getJson(`${meUrl()}?limit=2`, { headers: bearer(token) });
    const { body: second } = await getJson(`${meUrl()}?limit=2&page=2`, { headers: bearer(token) });
    const older = await getJson(meUrl(), { headers: bearer(token) });
    const tooMany = await getJson(`${meUrl()}?limit=101`, { headers: bearer(token) });

    expect(first).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect(first.items.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);
    expect(second.items[0].id).toBe(ids[0]);
    expect(older.body).toEqual(all.items);
    expect(all.items.every((t: { entry_counts: unknown }) => t.entry_counts)).toBe(true);
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', error: 'limit: Must be from 1 to 100' } });
  });
});
