import { TournamentListSchema } from '@padel/contracts';
import { addDays, leagueToday } from '../src/domain/display-status';
import { TournamentModel } from '../src/data-access/tournament-model';
import { getJson, testId, tournamentsServiceForTests } from './support';

const service = tournamentsServiceForTests();

interface TournamentFields {
  title: string;
  from: number;
  to?: number | null;
  status?: 'draft' | 'published' | 'closed';
  entry_open_at?: Date;
  entry_close_at?: Date;
}

async function addTournament(fields: TournamentFields) {
  const today = leagueToday();
  const doc = await TournamentModel.create({
    slug: `test-${testId()}`,
    title: fields.title,
    category: 'silver',
    tier: 'silver',
    start_date: addDays(today, fields.from),
    end_date: fields.to === null ? null : addDays(today, fields.to ?? fields.from),
    city: 'Muscat',
    country: 'Oman',
    status: fields.status ?? 'published',
    entry_open_at: fields.entry_open_at ?? null,
    entry_close_at: fields.entry_close_at ?? null,
  });
  return String(doc._id);
}

const byId = (body: Array<{ id: string }>, id: string) => body.find((item) => item.id === id);

describe('GET /api/tournaments', () => {
  it('when demo tournaments are seeded, then every status and tier appears in the list view shape, earliest first', async () => {
    const { status, body } = await getJson(`${service.url()}/api/tournaments`);

    expect(status).toBe(200);
    const list = TournamentListSchema.parse(body);
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(['Live', 'Upcoming', 'Completed']));
    expect(new Set(list.map((t) => t.tier))).toEqual(new Set(['major', 'gold', 'silver', 'bronze']));
    const starts = list.map((t) => t.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(list.find((t) => t.name === 'Dubai Marina Open')).toMatchObject({
      location: 'Dubai, United Arab Emirates',
      status: 'Live',
      tier: 'major',
    });
  });

  it('when a tournament starts tomorrow, runs today or ended yesterday (Dubai calendar), then it is Upcoming, Live or Completed', async () => {
    const upcoming = await addTournament({ title: 'Tomorrow Cup', from: 1, to: 2 });
    const live = await addTournament({ title: 'Today Cup', from: 0, to: 0 });
    const completed = await addTournament({ title: 'Yesterday Cup', from: -3, to: -1 });

    const { body } = await getJson(`${service.url()}/api/tournaments`);

    expect(byId(body, upcoming)).toMatchObject({ status: 'Upcoming' });
    expect(byId(body, live)).toMatchObject({ status: 'Live', startDate: leagueToday(), endDate: leagueToday() });
    expect(byId(body, completed)).toMatchObject({ status: 'Completed' });
  });

  it('when a tournament has no end date, then endDate is its start date', async () => {
    const id = await addTournament({ title: 'One Day Open', from: 5, to: null });

    const { body } = await getJson(`${service.url()}/api/tournaments`);

    expect(byId(body, id)).toMatchObject({ startDate: addDays(leagueToday(), 5), endDate: addDays(leagueToday(), 5), status: 'Upcoming' });
  });

  it('when a tournament has an entry window, then the list item carries it; without one, both ends are null', async () => {
    const window = { entry_open_at: new Date('2026-01-01T00:00:00+04:00'), entry_close_at: new Date('2026-01-20T00:00:00+04:00') };
    const withWindow = await addTournament({ title: 'Window Open', from: 40, ...window });
    const without = await addTournament({ title: 'Open Door Cup', from: 40 });

    const { body } = await getJson(`${service.url()}/api/tournaments`);

    expect(byId(body, withWindow)).toMatchObject({ entryOpenAt: '2025-12-31T20:00:00.000Z', entryCloseAt: '2026-01-19T20:00:00.000Z' });
    expect(byId(body, without)).toMatchObject({ entryOpenAt: null, entryCloseAt: null });
  });

  it('when a tournament is a draft, then it is not listed', async () => {
    const id = await addTournament({ title: 'Draft Open', from: 10, status: 'draft' });

    const { body } = await getJson(`${service.url()}/api/tournaments`);

    expect(byId(body, id)).toBeUndefined();
  });
});
