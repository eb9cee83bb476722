import { TournamentPageSchema } from '@padel/contracts';
import { TournamentModel } from '../src/data-access/tournament-model';
import { addDays, leagueToday } from '../src/domain/display-status';
import { getJson, testId, tournamentsServiceForTests } from './support';

const service = tournamentsServiceForTests();
const listUrl = (query: string) => `${service.url()}/api/tournaments?${query}`;

/** `count` published tournaments in a city of their own, starting `from`, `from + 1`, … days from today. */
async function addInCity(count: number, fields: { from?: number; tier?: 'major' | 'gold' | 'silver' | 'bronze'; status?: string } = {}) {
  const city = `City${testId()}`;
  const tier = fields.tier ?? 'silver';
  const docs = await TournamentModel.insertMany(
    Array.from({ length: count }, (_, index) => ({
      slug: `paged-${testId()}`,
      title: `Paged ${index}`,
      category: tier === 'major' ? 'gold' : tier,
      tier,
      start_date: addDays(leagueToday(), (fields.from ?? 10) + index),
      end_date: addDays(leagueToday(), (fields.from ?? 10) + index),
      city,
      country: 'Oman',
      status: fields.status ?? 'published',
    })),
  );
  return { city, ids: docs.map((doc) => String(doc._id)) };
}

describe('GET /api/tournaments paged', () => {
  it('when order=status is asked, then live ones come first, then upcoming ones earliest first, then completed ones latest first', async () => {
    const city = `City${testId()}`;
    const day = (offset: number) => addDays(leagueToday(), offset);
    const docs = await TournamentModel.insertMany(
      [
        ['done-early', -30, -29],
        ['up-late', 20, 21],
        ['live', -1, 1],
        ['done-late', -10, -9],
        ['up-soon', 5, 6],
      ].map(([title, start, end]) => ({
        slug: `ordered-${testId()}`,
        title,
        category: 'silver',
        tier: 'silver',
        start_date: day(start as number),
        end_date: day(end as number),
        city,
        country: 'Oman',
        status: 'published',
      })),
    );
    const idOf = new Map(docs.map((doc) => [doc.title, String(doc._id)]));

    const { status, body } = await getJson(listUrl(`city=${city}&order=status`));
    const byStart = await getJson(listUrl(`city=${city}`));

    expect(status).toBe(200);
    const order = ['live', 'up-soon', 'up-late', 'done-late', 'done-early'];
    expect(TournamentPageSchema.parse(body).items.map((item) => item.id)).toEqual(order.map((title) => idOf.get(title)));
    expect(byStart.body.items.map((item: { name: string }) => item.name)).toEqual([
      'done-early',
      'done-late',
      'live',
      'up-soon',
      'up-late',
    ]);
  });

  it('when order is something else, then 400 VALIDATION_FAILED naming order', async () => {
    const { status, body } = await getJson(listUrl('order=name'));

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'order' }] });
  });

  it('when only a city is given, then the first page of 20 comes in start order with the total of that city', async () => {
    const { city, ids } = await addInCity(25);

    const { status, body } = await getJson(listUrl(`city=${city}`));

    expect(status).toBe(200);
    const page = TournamentPageSchema.parse(body);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 25 });
    expect(page.items.map((item) => item.id)).toEqual(ids.slice(0, 20));
  });

  it('when page 2 is asked for, then the rest follows in the same order', async () => {
    const { city, ids } = await addInCity(25);

    const { body } = await getJson(listUrl(`city=${city.toLowerCase()}&page=2`));

    expect(body.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(20));
  });

  it('when tournaments start the same day, then they are ordered by id', async () => {
    const city = `City${testId()}`;
    const day = addDays(leagueToday(), 12);
    const docs = await TournamentModel.insertMany(
      [0, 1, 2].map((index) => ({ slug: `same-${testId()}`, title: `Same ${index}`, start_date: day, city, status: 'published' })),
    );

    const { body } = await getJson(listUrl(`city=${city}`));

    expect(body.items.map((item: { id: string }) => item.id)).toEqual(docs.map((doc) => String(doc._id)).sort());
  });

  it('when limit is 100, then up to 100 come; without parameters the older form is an array of at most 100 in the same order', async () => {
    await addInCity(101);

    const { status, body } = await getJson(listUrl('limit=100'));
    const older = await getJson(`${service.url()}/api/tournaments`);

    expect(status).toBe(200);
    expect(body.items).toHaveLength(100);
    expect(body.total).toBeGreaterThan(100);
    expect(Array.isArray(older.body)).toBe(true);
    expect(older.body).toEqual(body.items);
  });

  it.each([
    ['limit=101', 'limit', 'Must be from 1 to 100'],
    ['limit=0', 'limit', 'Must be from 1 to 100'],
    ['limit=ten', 'limit', 'Must be a whole number'],
    ['page=0', 'page', 'Must be 1 or more'],
    ['page=x', 'page', 'Must be a whole number'],
    ['month=2026-13', 'month', 'Must be a month (YYYY-MM)'],
    ['status=Soon', 'status', expect.any(String)],
  ])('when the query is %s, then 400 VALIDATION_FAILED naming %s', async (query, field, message) => {
    const { status, body } = await getJson(listUrl(query));

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field, message }] });
    expect(body.error).toMatch(new RegExp(`^${field}: `));
  });

  it('when status is given, then only tournaments of that status come, and the counts cover every public tournament', async () => {
    const upcoming = await addInCity(2, { from: 10 });
    const past = await addInCity(1, { from: -30 });

    const { body: all } = await getJson(`${service.url()}/api/tournaments?limit=100`);
    const { body } = await getJson(listUrl(`city=${past.city}&status=Completed`));
    const { body: none } = await getJson(listUrl(`city=${upcoming.city}&status=Completed`));

    expect(body.items.map((item: { id: string }) => item.id)).toEqual(past.ids);
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(body.counts).toEqual(all.counts);
    expect(body.counts.Live + body.counts.Upcoming + body.counts.Completed).toBe(all.total);
  });

  it('when tier or category is given, then only that tier or category comes', async () => {
    const major = await addInCity(2, { tier: 'major' });

    const { body: majors } = await getJson(listUrl(`tier=major&limit=100`));
    const { body: gold } = await getJson(listUrl(`category=gold&city=${major.city}`));
    const { body: bronze } = await getJson(listUrl(`tier=bronze&city=${major.city}`));

    expect(majors.items.every((item: { tier: string }) => item.tier === 'major')).toBe(true);
    expect(majors.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(major.ids));
    expect(gold.total).toBe(2);
    expect(bronze.total).toBe(0);
  });

  it('when a month is given, then only tournaments starting in it come', async () => {
    const { city, ids } = await addInCity(40, { from: 100 });
    const month = addDays(leagueToday(), 100).slice(0, 7);

    const { body } = await getJson(listUrl(`city=${city}&month=${month}&limit=100`));

    const inMonth = ids.filter((_, index) => addDays(leagueToday(), 100 + index).startsWith(month));
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(inMonth);
    expect(body.total).toBe(inMonth.length);
  });

  it('when drafts and closed tournaments exist, then the page leaves them out', async () => {
    const draft = await addInCity(1, { status: 'draft' });

    const { body } = await getJson(listUrl(`city=${draft.city}`));

    expect(body).toMatchObject({ items: [], total: 0 });
  });

  it('when a tournament is added after the list was read, then the next read has it', async () => {
    const first = await addInCity(1);
    await getJson(listUrl(`city=${first.city}`));
    const doc = await TournamentModel.create({
      slug: `late-${testId()}`,
      title: 'Late',
      start_date: addDays(leagueToday(), 60),
      city: first.city,
    });

    const { body } = await getJson(listUrl(`city=${first.city}`));

    expect(body.items.map((item: { id: string }) => item.id)).toEqual([...first.ids, String(doc._id)]);
  });
});
