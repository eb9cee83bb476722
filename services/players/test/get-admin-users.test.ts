import { randomUUID } from 'node:crypto';
import { AdminUserPageSchema } from '@padel/contracts';
import { ProfileModel } from '../src/data-access/profile-model';
import { adminToken, adminUsersUrl, bearer, getJson, signUp, testId, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const listUrl = (query = '') => adminUsersUrl(serviceUrl(), query);

describe('GET /api/admin/users', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await getJson(listUrl())).status).toBe(401);
  });

  it('when a player (not an admin) asks, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'users-list-player');

    expect((await getJson(listUrl(), bearer(player.token))).status).toBe(403);
  });

  it.each([['?limit=0'], ['?page=0'], [`?q=${'x'.repeat(101)}`], ['?role=admin']])('when the query is %s, then 400', async (query) => {
    expect((await getJson(listUrl(query), bearer(admin))).status).toBe(400);
  });

  it('when the admin searches by a whole e-mail in any case, then that user comes with their roles', async () => {
    const player = await signUp(serviceUrl(), users, 'users-list-mail');

    const { status, body } = await getJson(listUrl(`?q=${encodeURIComponent(player.email.toUpperCase())}`), bearer(admin));

    expect(status).toBe(200);
    expect(AdminUserPageSchema.parse(body)).toEqual({
      items: [
        {
          id: player.id,
          full_name: player.fullName,
          email: player.email,
          role: 'player',
          partner: false,
          admin: false,
          blocked: false,
          pending: false,
        },
      ],
      page: 1,
      limit: 20,
      total: 1,
    });
  });

  it('when the admin searches by the start of an e-mail with @, then the users whose e-mail starts so come in e-mail order, paged', async () => {
    const local = `players-users-page-${testId()}`;
    const [a, b] = [randomUUID(), randomUUID()];
    await ProfileModel.create([
      { _id: b, full_name: `Page Bee ${testId()}`, email: `${local}@b.padel.test` },
      { _id: a, full_name: `Page Ay ${testId()}`, email: `${local}@a.padel.test` },
    ]);

    const first = await getJson(listUrl(`?q=${encodeURIComponent(`${local}@`)}&limit=1`), bearer(admin));
    const second = await getJson(listUrl(`?q=${encodeURIComponent(`${local}@`)}&limit=1&page=2`), bearer(admin));
    const none = await getJson(listUrl(`?q=${encodeURIComponent(`${local}x@`)}`), bearer(admin));

    expect(first.body).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ id: a, email: `${local}@a.padel.test` }] });
    expect(second.body).toMatchObject({ total: 2, page: 2, items: [{ id: b }] });
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it('when the admin searches by the start of a name, then the registered players with that name word are listed by name', async () => {
    const word = `Zahran${testId().replace(/[^a-z]/gi, '')}`;
    const ids = [randomUUID(), randomUUID()];
    await ProfileModel.create([
      { _id: ids[0], full_name: `Bader ${word}`, email: `players-users-name-${testId()}@padel.test`, registered_at: new Date() },
      { _id: ids[1], full_name: `Adel ${word}`, email: `players-users-name-${testId()}@padel.test`, registered_at: new Date() },
    ]);

    const first = await getJson(listUrl(`?q=${word.slice(0, 8)}&limit=1`), bearer(admin));
    const second = await getJson(listUrl(`?q=${word}&limit=1&page=2`), bearer(admin));

    expect(first.body).toMatchObject({ total: 2, items: [{ id: ids[1], full_name: `Adel ${word}` }] });
    expect(second.body).toMatchObject({ total: 2, items: [{ id: ids[0] }] });
  });
});
