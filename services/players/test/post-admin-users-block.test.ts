import { randomUUID } from 'node:crypto';
import { AdminUserResponseSchema } from '@padel/contracts';
import { tapEvents } from '@padel/tools/testing/event-tap';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import {
  adminToken,
  adminUsersUrl,
  bearer,
  eventually,
  getJson,
  postJson,
  settledUser,
  signUp,
  subjectOf,
  playersServiceForTests,
} from './support';

// Without the demo profiles: the admins this service counts are this file's (see post-admin-users-roles.test.ts).
const { url: serviceUrl, users } = playersServiceForTests({ SEED_DEMO_DATA: false });

const blockUrl = (id: string) => adminUsersUrl(serviceUrl(), `/${id}/block`);

/** The Keycloak refresh grant of the web client: refused once the session has been ended. */
async function refresh(refreshToken: string): Promise<number> {
  const response = await fetch(
    `${process.env.KEYCLOAK_URL}/realms/${process.env.KEYCLOAK_REALM ?? 'padel'}/protocol/openid-connect/token`,
    {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: process.env.KEYCLOAK_WEB_CLIENT_ID ?? 'padel-web',
        refresh_token: refreshToken,
      }),
    },
  );
  return response.status;
}

describe('POST /api/admin/users/:id/block', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await postJson(blockUrl(randomUUID()), {})).status).toBe(401);
  });

  it('when a player (not an admin) blocks another, then 403 and the other still signs in', async () => {
    const [player, other] = [await signUp(serviceUrl(), users, 'block-by-player'), await signUp(serviceUrl(), users, 'block-other')];

    expect((await postJson(blockUrl(other.id), {}, player.token)).status).toBe(403);
    await expect(passwordGrant(other.email, 'secret-123')).resolves.toHaveProperty('access_token');
  });

  it('when the user is unknown, then 404', async () => {
    expect((await postJson(blockUrl(randomUUID()), {}, admin)).status).toBe(404);
  });

  it('when the admin blocks their own account, then 409 CANNOT_BLOCK_SELF', async () => {
    expect((await postJson(blockUrl(subjectOf(admin)), {}, admin)).body.code).toBe('CANNOT_BLOCK_SELF');
  });

  it('when the admin blocks a player, then the player can no longer sign in, their session ends, and the audit log has it', async () => {
    const player = await signUp(serviceUrl(), users, 'block');
    const session = await passwordGrant(player.email, 'secret-123');

    const { status, body } = await postJson(blockUrl(player.id), {}, admin);

    expect(status).toBe(200);
    expect(AdminUserResponseSchema.parse(body)).toMatchObject({ code: 'USER_BLOCKED', user: { id: player.id, blocked: true } });
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ blocked: true, pending: false });
    await expect(passwordGrant(player.email, 'secret-123')).rejects.toThrow(/400|401/);
    expect(await refresh(session.refresh_token)).toBe(400);
    const audit = await getJson(`${serviceUrl()}/api/admin/audit?limit=100`, bearer(admin));
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ action: 'user-blocked', target_id: player.id, before: { blocked: false }, after: { blocked: true } }),
    );
  });

  it('when the admin blocks a player, then account-blocked is published with the user, the admin and the date', async () => {
    const player = await signUp(serviceUrl(), users, 'block-event');
    const tap = await tapEvents('account-blocked');
    try {
      await postJson(blockUrl(player.id), {}, admin);

      await eventually(async () => tap.heard.some((event) => event.type === 'account-blocked' && event.data.userId === player.id));
      const event = tap.heard.find((heard) => heard.type === 'account-blocked' && heard.data.userId === player.id);
      expect(event).toMatchObject({
        source: 'players',
        data: { userId: player.id, blockedBy: subjectOf(admin), blockedAt: expect.any(String) },
      });
    } finally {
      await tap.close();
    }
  });

  it('when the admin blocks the last admin, then 409 LAST_ADMIN and that admin still signs in', async () => {
    const other = await signUp(serviceUrl(), users, 'block-last-admin');
    await postJson(adminUsersUrl(serviceUrl(), `/${other.id}/roles`), { role: 'admin', granted: true }, admin);
    expect(await settledUser(serviceUrl(), admin, other.id)).toMatchObject({ admin: true, role: 'admin' });

    const { status, body } = await postJson(blockUrl(other.id), {}, admin);

    expect(status).toBe(409);
    expect(body.code).toBe('LAST_ADMIN');
    await expect(passwordGrant(other.email, 'secret-123')).resolves.toHaveProperty('access_token');
  });
});
