import { AdminNewsPageSchema } from '@padel/contracts';
import { callAs, itRefusesAllButTheAdmin, newsServiceForTests, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const list = (caller: Parameters<typeof callAs>[0], query = '') => callAs(caller, 'GET', `${baseUrl()}/api/admin/news${query}`);

describe('GET /api/admin/news', () => {
  itRefusesAllButTheAdmin((caller) => list(caller));

  it.each(['?state=live', '?limit=0', '?page=x', '?sort=title'])('when the query is %s, then 400', async (query) => {
    expect(await list('admin', query)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('when articles are in every state, then the admin pages through all of them newest first, and filters by state', async () => {
    const draft = await writeDraft(baseUrl());
    const scheduled = await writeDraft(baseUrl());
    const published = await writeDraft(baseUrl());
    await callAs('admin', 'POST', `${baseUrl()}/api/admin/news/${scheduled}/schedule`, {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await callAs('admin', 'POST', `${baseUrl()}/api/admin/news/${published}/publish`);

    const first = AdminNewsPageSchema.parse((await list('admin', '?limit=2')).body);
    const second = AdminNewsPageSchema.parse((await list('admin', '?limit=2&page=2')).body);
    const byState = await Promise.all(
      (['draft', 'scheduled', 'published'] as const).map(async (state) =>
        AdminNewsPageSchema.parse((await list('admin', `?state=${state}`)).body),
      ),
    );

    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map(({ id, state }) => [id, state])).toEqual([
      [published, 'published'],
      [scheduled, 'scheduled'],
      [draft, 'draft'],
    ]);
    expect(byState.map((page) => page.items.map(({ id }) => id))).toEqual([[draft], [scheduled], [published]]);
  });
});
