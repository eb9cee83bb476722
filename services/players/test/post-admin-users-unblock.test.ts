import { randomUUID } from 'node:crypto';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import { adminToken, adminUsersUrl, getJson, bearer, postJson, settledUser, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const unblockUrl = (id: string) => adminUsersUrl(serviceUrl(), `/${id}/unblock`);

describe('POST /api/admin/users/:id/unblock', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await postJson(unblockUrl(randomUUID()), {})).status).toBe(401);
  });

  it('when a player (not an admin) unblocks, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'unblock-by-player');

    expect((await postJson(unblockUrl(player.id), {}, player.token)).status).toBe(403);
  });

  it('when the user is unknown, then 404', async () => {
    expect((await postJson(unblockUrl(randomUUID()), {}, admin)).status).toBe(404);
  });

  it('when the admin unblocks a blocked player, then the player signs in again and the audit log has both actions', async () => {
    const player = await signUp(serviceUrl(), users, 'unblock');
    await postJson(adminUsersUrl(serviceUrl(), `/${player.id}/block`), {}, admin);
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ blocked: true });
    await expect(passwordGrant(player.email, 'secret-123')).rejects.toThrow();

    const { status, body } = await postJson(unblockUrl(player.id), {}, admin);

    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'USER_UNBLOCKED', user: { id: player.id, blocked: false } });
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ blocked: false, pending: false });
    await expect(passwordGrant(player.email, 'secret-123')).resolves.toHaveProperty('access_token');
    const actions = (await getJson(`${serviceUrl()}/api/admin/audit?limit=100`, bearer(admin))).body.items
      .filter((entry: { target_id: string }) => entry.target_id === player.id)
      .map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['user-unblocked', 'user-blocked']);
  });

  it('when the admin unblocks a user who was never blocked, then 200 and the user stays able to sign in', async () => {
    const player = await signUp(serviceUrl(), users, 'unblock-never');

    expect((await postJson(unblockUrl(player.id), {}, admin)).status).toBe(200);
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ blocked: false });
    await expect(passwordGrant(player.email, 'secret-123')).resolves.toHaveProperty('access_token');
  });
});
