import { randomUUID } from 'node:crypto';
import { OrganizerApplicationSchema } from '@padel/contracts';
import { adminToken, applyAs, bearer, getJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const readUrl = (id: string) => `${serviceUrl()}/api/admin/applications/${id}`;

describe('GET /api/admin/applications/:id', () => {
  it('when there is no token, then 401', async () => {
    expect((await getJson(readUrl(randomUUID()))).status).toBe(401);
  });

  it('when the applicant (not an admin) reads it there, then 403', async () => {
    const player = await signUp(serviceUrl(), users, 'read-player');
    const id = await applyAs(serviceUrl(), player.token);

    expect((await getJson(readUrl(id), bearer(player.token))).status).toBe(403);
  });

  it('when the application is unknown, then 404', async () => {
    expect(await getJson(readUrl(randomUUID()), bearer(await adminToken()))).toEqual({
      status: 404,
      body: { error: 'Application not found', code: 'APPLICATION_NOT_FOUND' },
    });
  });

  it('when the admin reads it, then every field the applicant sent is there', async () => {
    const player = await signUp(serviceUrl(), users, 'read', 'Shaikha Al Falasi');
    const id = await applyAs(serviceUrl(), player.token, { organization_name: 'Jumeirah Padel', org_type: 'brand', website: null });

    const { status, body } = await getJson(readUrl(id), bearer(await adminToken()));

    expect(status).toBe(200);
    expect(OrganizerApplicationSchema.parse(body)).toMatchObject({
      id,
      user_id: player.id,
      applicant_name: 'Shaikha Al Falasi',
      organization_name: 'Jumeirah Padel',
      org_type: 'brand',
      website: null,
      phone: '+971 50 123 4567',
      city: 'Dubai',
      venues: 'Four indoor courts in Al Quoz',
      compliance_confirmed: true,
      status: 'submitted',
    });
  });
});
