import { randomUUID } from 'node:crypto';
import { AdminUserResponseSchema } from '@padel/contracts';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import { ProfileModel } from '../src/data-access/profile-model';
import { adminToken, adminUsersUrl, bearer, getJson, postJson, settledUser, signUp, testAccounts, playersServiceForTests } from './support';

// Without the demo profiles: the demo admin has no profile here, so the admins this service counts are this file's.
const { url: serviceUrl, users } = playersServiceForTests({ SEED_DEMO_DATA: false });

const rolesUrl = (id: string) => adminUsersUrl(serviceUrl(), `/${id}/roles`);
const claimsOf = (token: string): { realm_access?: { roles?: string[] } } =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

describe('POST /api/admin/users/:id/roles', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  /** A fresh user whom the admin made an admin, once Keycloak and the profile both say so. */
  async function freshAdmin(purpose: string): Promise<string> {
    const user = await signUp(serviceUrl(), users, purpose);
    expect((await postJson(rolesUrl(user.id), { role: 'admin', granted: true }, admin)).status).toBe(200);
    expect(await settledUser(serviceUrl(), admin, user.id)).toMatchObject({ role: 'admin', admin: true });
    return user.id;
  }

  it('when there is no token, then 401', async () => {
    expect((await postJson(rolesUrl(randomUUID()), { role: 'partner', granted: true })).status).toBe(401);
  });

  it('when a player (not an admin) grants themselves a role, then 403 and Keycloak is unchanged', async () => {
    const player = await signUp(serviceUrl(), users, 'roles-self');

    expect((await postJson(rolesUrl(player.id), { role: 'admin', granted: true }, player.token)).status).toBe(403);
    expect(await testAccounts().realmRolesOf(player.id)).not.toContain('admin');
  });

  it('when the user is unknown, then 404', async () => {
    expect((await postJson(rolesUrl(randomUUID()), { role: 'partner', granted: true }, admin)).status).toBe(404);
  });

  it.each([
    [{}],
    [{ role: 'player', granted: true }],
    [{ role: 'partner' }],
    [{ role: 'partner', granted: 'yes' }],
    [{ role: 'partner', granted: true, x: 1 }],
  ])('when the body is %j, then 400', async (body) => {
    const player = await signUp(serviceUrl(), users, 'roles-bad');

    expect((await postJson(rolesUrl(player.id), body, admin)).status).toBe(400);
  });

  it('when the admin grants partner, then Keycloak and the profile agree, the next token carries it and the audit log has it; removing it takes it back', async () => {
    const player = await signUp(serviceUrl(), users, 'roles-partner');

    const granted = await postJson(rolesUrl(player.id), { role: 'partner', granted: true }, admin);

    expect(granted.status).toBe(200);
    expect(AdminUserResponseSchema.parse(granted.body)).toMatchObject({ code: 'ROLE_GRANTED', user: { id: player.id, partner: true } });
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ role: 'partner', partner: true, pending: false });
    expect(await testAccounts().realmRolesOf(player.id)).toContain('partner');
    expect(claimsOf((await passwordGrant(player.email, 'secret-123')).access_token).realm_access?.roles).toContain('partner');
    const audit = await getJson(`${serviceUrl()}/api/admin/audit?limit=100`, bearer(admin));
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'role-granted',
        target_type: 'user',
        target_id: player.id,
        before: { partner: false },
        after: { partner: true },
      }),
    );

    const removed = await postJson(rolesUrl(player.id), { role: 'partner', granted: false }, admin);

    expect(removed.body).toMatchObject({ code: 'ROLE_REMOVED', user: { partner: false } });
    expect(await settledUser(serviceUrl(), admin, player.id)).toMatchObject({ role: 'player', partner: false });
    expect(await testAccounts().realmRolesOf(player.id)).not.toContain('partner');
    expect((await ProfileModel.findById(player.id).lean())?.role).toBe('player');
  });

  // The service counts the admins who are admins in Keycloak AND in a profile of its own database: this file's
  // database has profiles of its own users only (no demo data), so the fresh admins below are all the admins it knows.
  it('when the admin removes admin from the last admin, then 409 LAST_ADMIN and the user stays an admin', async () => {
    const only = await freshAdmin('roles-last');

    const { status, body } = await postJson(rolesUrl(only), { role: 'admin', granted: false }, admin);

    expect(status).toBe(409);
    expect(body).toEqual({ error: 'The league must keep at least one admin: grant admin to someone else first', code: 'LAST_ADMIN' });
    expect(await testAccounts().realmRolesOf(only)).toContain('admin');
    expect(await settledUser(serviceUrl(), admin, only)).toMatchObject({ admin: true });
  });

  it('when every admin is removed at the same time, then all removals but one are taken and exactly one admin stays', async () => {
    await freshAdmin('roles-race');
    await freshAdmin('roles-race');
    // With the admins of the tests before, if any: all of them at once.
    const admins = (await ProfileModel.find({ role: 'admin' }, { _id: 1 }).lean()).map((profile) => String(profile._id));

    const answers = await Promise.all(admins.map((id) => postJson(rolesUrl(id), { role: 'admin', granted: false }, admin)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(admins.length - 1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(['LAST_ADMIN']);
    const after = await Promise.all(admins.map((id) => settledUser(serviceUrl(), admin, id)));
    expect(after.filter((user) => user.admin && user.role === 'admin')).toHaveLength(1);
  });
});
