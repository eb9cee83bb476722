import { randomUUID } from 'node:crypto';
import { AdminUserSchema } from '@padel/contracts';
import { adminToken, adminUsersUrl, bearer, getJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const userUrl = (id: string) => adminUsersUrl(serviceUrl(), `/${id}`);

describe('GET /api/admin/users/:id', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await getJson(userUrl(randomUUID()))).status).toBe(401);
  });

  it('when a player (not an admin) reads a user, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'user-read-player');

    expect((await getJson(userUrl(player.id), bearer(player.token))).status).toBe(403);
  });

  it.each([[randomUUID()], ['not-a-user']])('when the user %s is unknown, then 404', async (id) => {
    expect(await getJson(userUrl(id), bearer(admin))).toEqual({ status: 404, body: { error: 'User not found', code: 'USER_NOT_FOUND' } });
  });

  it('when the admin reads a user, then the profile with its roles and account state comes back', async () => {
    const player = await signUp(serviceUrl(), users, 'user-read', 'Salem Al Ketbi');

    const { status, body } = await getJson(userUrl(player.id), bearer(admin));

    expect(status).toBe(200);
    expect(AdminUserSchema.strict().parse(body)).toEqual({
      id: player.id,
      full_name: 'Salem Al Ketbi',
      email: player.email,
      role: 'player',
      partner: false,
      admin: false,
      blocked: false,
      pending: false,
    });
  });
});
