import { randomUUID } from 'node:crypto';
import { ApplicationResponseSchema } from '@padel/contracts';
import { passwordGrant } from '@padel/tools/testing/keycloak';
import { waitForMail } from '@padel/tools/testing/mailpit';
import { ProfileModel } from '../src/data-access/profile-model';
import { adminToken, applyAs, bearer, eventually, getJson, postJson, signUp, testAccounts, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const approveUrl = (id: string) => `${serviceUrl()}/api/admin/applications/${id}/approve`;
const claimsOf = (token: string): { realm_access?: { roles?: string[] } } =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

describe('POST /api/admin/applications/:id/approve', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('when there is no token, then 401', async () => {
    expect((await postJson(approveUrl(randomUUID()), {})).status).toBe(401);
  });

  it('when a player (not an admin) approves, then 403 and the application stays submitted', async () => {
    const applicant = await signUp(serviceUrl(), users, 'approve-self');
    const id = await applyAs(serviceUrl(), applicant.token);

    expect(await postJson(approveUrl(id), {}, applicant.token)).toEqual({
      status: 403,
      body: { error: 'This action requires the admin role', code: 'ROLE_REQUIRED', params: { roles: 'admin' } },
    });
    expect((await getJson(`${serviceUrl()}/api/organizer-applications/me`, bearer(applicant.token))).body.application.status).toBe(
      'submitted',
    );
  });

  it('when the application is unknown, then 404', async () => {
    expect((await postJson(approveUrl(randomUUID()), {}, admin)).status).toBe(404);
  });

  it("when the admin approves, then Keycloak and the profile make the applicant a partner, the next token carries it, and a mail in the applicant's language tells them", async () => {
    const applicant = await signUp(serviceUrl(), users, 'approve', 'Amal Al Dhaheri');
    await postJson(`${serviceUrl()}/api/profile/me`, { language: 'ar' }, applicant.token, 'PATCH');
    const id = await applyAs(serviceUrl(), applicant.token, { organization_name: 'Corniche Padel' });

    const { status, body } = await postJson(approveUrl(id), {}, admin);

    expect(status).toBe(200);
    expect(ApplicationResponseSchema.parse(body)).toMatchObject({ code: 'APPLICATION_APPROVED', application: { id, status: 'approved' } });
    await eventually(async () => (await getJson(`${serviceUrl()}/api/admin/applications/${id}`, bearer(admin))).body.role_granted === true);
    expect(await testAccounts().realmRolesOf(applicant.id)).toContain('partner');
    expect((await ProfileModel.findById(applicant.id).lean())?.role).toBe('partner');
    const next = await passwordGrant(applicant.email, 'secret-123');
    expect(claimsOf(next.access_token).realm_access?.roles).toContain('partner');
    const mail = await waitForMail(applicant.email, { subject: /منظِّماً/ });
    expect(mail.Text).toContain('Corniche Padel');
    expect(mail.HTML).toContain('dir="rtl"');
  });

  it('when the same admin approves again, then 200 and nothing changes; a rejection or a withdrawal afterwards is 409', async () => {
    const applicant = await signUp(serviceUrl(), users, 'approve-twice');
    const id = await applyAs(serviceUrl(), applicant.token);
    await postJson(approveUrl(id), {}, admin);

    expect((await postJson(approveUrl(id), {}, admin)).status).toBe(200);
    expect(await postJson(`${serviceUrl()}/api/admin/applications/${id}/reject`, { reason: 'Changed my mind' }, admin)).toEqual({
      status: 409,
      body: { error: 'This application has already been decided', code: 'APPLICATION_ALREADY_DECIDED' },
    });
    expect((await postJson(`${serviceUrl()}/api/organizer-applications/${id}/withdraw`, {}, applicant.token)).status).toBe(409);
  });

  it('when the applicant withdrew first, then approving is 409 and no role is given', async () => {
    const applicant = await signUp(serviceUrl(), users, 'approve-withdrawn');
    const id = await applyAs(serviceUrl(), applicant.token);
    await postJson(`${serviceUrl()}/api/organizer-applications/${id}/withdraw`, {}, applicant.token);

    expect(await postJson(approveUrl(id), {}, admin)).toEqual({
      status: 409,
      body: { error: 'This application has been withdrawn', code: 'APPLICATION_ALREADY_WITHDRAWN' },
    });
    expect(await testAccounts().realmRolesOf(applicant.id)).not.toContain('partner');
  });

  it('when a withdrawal and an approval race, then exactly one of them wins', async () => {
    const applicant = await signUp(serviceUrl(), users, 'approve-race');
    const id = await applyAs(serviceUrl(), applicant.token);

    const [withdrawal, approval] = await Promise.all([
      postJson(`${serviceUrl()}/api/organizer-applications/${id}/withdraw`, {}, applicant.token),
      postJson(approveUrl(id), {}, admin),
    ]);

    expect([withdrawal.status, approval.status].sort()).toEqual([200, 409]);
  });
});
