import { randomUUID } from 'node:crypto';
import { waitForMail } from '@padel/tools/testing/mailpit';
import { adminToken, applyAs, bearer, getJson, postJson, signUp, testAccounts, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const rejectUrl = (id: string) => `${serviceUrl()}/api/admin/applications/${id}/reject`;
const reason = 'We need a venue with at least two courts';

describe('POST /api/admin/applications/:id/reject', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await postJson(rejectUrl(randomUUID()), { reason })).status).toBe(401);
  });

  it('when a player rejects, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'reject-player');
    const id = await applyAs(serviceUrl(), player.token);

    expect((await postJson(rejectUrl(id), { reason }, player.token)).status).toBe(403);
  });

  it('when the application is unknown, then 404', async () => {
    expect((await postJson(rejectUrl(randomUUID()), { reason }, admin)).status).toBe(404);
  });

  it.each([[{}], [{ reason: 'no' }], [{ reason: 'x'.repeat(501) }], [{ reason, extra: 1 }]])(
    'when the body is %j, then 400 and the application stays submitted',
    async (body) => {
      const player = await signUp(serviceUrl(), users, 'reject-bad');
      const id = await applyAs(serviceUrl(), player.token);

      expect((await postJson(rejectUrl(id), body, admin)).status).toBe(400);
      expect((await getJson(`${serviceUrl()}/api/admin/applications/${id}`, bearer(admin))).body.status).toBe('submitted');
    },
  );

  it('when the admin rejects with a reason, then the applicant sees it, gets an English mail with the reason, and stays a player', async () => {
    const applicant = await signUp(serviceUrl(), users, 'reject', 'Noor Al Hammadi');
    const id = await applyAs(serviceUrl(), applicant.token, { organization_name: 'Sandbox Padel' });

    const { status, body } = await postJson(rejectUrl(id), { reason }, admin);

    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'APPLICATION_REJECTED', application: { id, status: 'rejected', reason } });
    const own = await getJson(`${serviceUrl()}/api/organizer-applications/me`, bearer(applicant.token));
    expect(own.body.application).toMatchObject({ status: 'rejected', reason, role_granted: false });
    const mail = await waitForMail(applicant.email, { subject: /not approved/ });
    expect(mail.Text).toContain('Sandbox Padel');
    expect(mail.Text).toContain(reason);
    expect(await testAccounts().realmRolesOf(applicant.id)).not.toContain('partner');
  });
});
