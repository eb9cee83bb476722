import { AuditPageSchema } from '@padel/contracts';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { adminToken, applyAs, bearer, getJson, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const auditUrl = (query = '') => `${serviceUrl()}/api/admin/audit${query}`;

describe('GET /api/admin/audit', () => {
  it('when there is no token, then 401', async () => {
    expect((await getJson(auditUrl())).status).toBe(401);
  });

  it('when a player asks, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'audit-player');

    expect((await getJson(auditUrl(), bearer(player.token))).status).toBe(403);
  });

  it.each(['?limit=0', '?page=x', '?action=all'])('when the query is %s, then 400', async (query) => {
    expect((await getJson(auditUrl(query), bearer(await adminToken()))).status).toBe(400);
  });

  it('when the admin decides applications, then each decision is logged with who, what, when, before and after, newest first', async () => {
    const admin = await adminToken();
    const approved = await applyAs(serviceUrl(), (await signUp(serviceUrl(), users, 'audit-a')).token);
    const rejected = await applyAs(serviceUrl(), (await signUp(serviceUrl(), users, 'audit-b')).token);
    const startedAt = Date.now();
    await postJson(`${serviceUrl()}/api/admin/applications/${approved}/approve`, {}, admin);
    await postJson(`${serviceUrl()}/api/admin/applications/${rejected}/reject`, { reason: 'Incomplete details' }, admin);

    const page = AuditPageSchema.parse((await getJson(auditUrl('?limit=1&page=1'), bearer(admin))).body);
    const rest = AuditPageSchema.parse((await getJson(auditUrl('?limit=1&page=2'), bearer(admin))).body);

    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      actor_id: demoUsers.admin.id,
      action: 'application-rejected',
      target_type: 'application',
      target_id: rejected,
      before: { status: 'submitted', reason: null },
      after: { status: 'rejected', reason: 'Incomplete details' },
    });
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(rest.items[0]).toMatchObject({ action: 'application-approved', target_id: approved, after: { status: 'approved' } });
  });
});
