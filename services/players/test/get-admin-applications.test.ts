import { ApplicationPageSchema } from '@padel/contracts';
import { adminToken, applyAs, bearer, getJson, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const listUrl = (query = '') => `${serviceUrl()}/api/admin/applications${query}`;

describe('GET /api/admin/applications', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await getJson(listUrl())).status).toBe(401);
  });

  it('when a player asks, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'list-player');

    expect((await getJson(listUrl(), bearer(player.token))).status).toBe(403);
  });

  it.each(['?status=open', '?limit=101', '?page=0', '?sort=name'])('when the query is %s, then 400', async (query) => {
    expect((await getJson(listUrl(query), bearer(admin))).status).toBe(400);
  });

  it('when applications exist, then the admin pages through them newest first, and filters them by state', async () => {
    const ids: string[] = [];
    for (const purpose of ['list-a', 'list-b', 'list-c']) {
      const player = await signUp(serviceUrl(), users, purpose);
      ids.push(await applyAs(serviceUrl(), player.token));
    }
    await postJson(`${serviceUrl()}/api/admin/applications/${ids[0]}/reject`, { reason: 'Not this season' }, admin);

    const first = ApplicationPageSchema.parse((await getJson(listUrl('?limit=2'), bearer(admin))).body);
    const second = ApplicationPageSchema.parse((await getJson(listUrl('?limit=2&page=2'), bearer(admin))).body);
    const submitted = ApplicationPageSchema.parse((await getJson(listUrl('?status=submitted'), bearer(admin))).body);
    const rejected = ApplicationPageSchema.parse((await getJson(listUrl('?status=rejected'), bearer(admin))).body);

    expect({ total: first.total, ids: [...first.items, ...second.items].map((item) => item.id) }).toEqual({
      total: 3,
      ids: [ids[2], ids[1], ids[0]],
    });
    expect(submitted.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(rejected).toMatchObject({ total: 1, items: [{ id: ids[0], status: 'rejected', reason: 'Not this season' }] });
  });
});
