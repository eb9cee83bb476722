import { randomUUID } from 'node:crypto';
import { applyAs, bearer, getJson, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const withdrawUrl = (id: string) => `${serviceUrl()}/api/organizer-applications/${id}/withdraw`;
const meUrl = () => `${serviceUrl()}/api/organizer-applications/me`;

describe('POST /api/organizer-applications/:id/withdraw', () => {
  it('when there is no token, then 401', async () => {
    expect((await postJson(withdrawUrl(randomUUID()), {})).status).toBe(401);
  });

  it('when the application is unknown, then 404', async () => {
    const player = await signUp(serviceUrl(), users, 'withdraw-unknown');

    expect(await postJson(withdrawUrl(randomUUID()), {}, player.token)).toEqual({
      status: 404,
      body: { error: 'Application not found', code: 'APPLICATION_NOT_FOUND' },
    });
  });

  it("when another player's application is withdrawn, then 404 and it stays submitted", async () => {
    const applicant = await signUp(serviceUrl(), users, 'withdraw-owner');
    const other = await signUp(serviceUrl(), users, 'withdraw-other');
    const id = await applyAs(serviceUrl(), applicant.token);

    expect((await postJson(withdrawUrl(id), {}, other.token)).status).toBe(404);
    expect((await getJson(meUrl(), bearer(applicant.token))).body.application).toMatchObject({ id, status: 'submitted' });
  });

  it('when the applicant withdraws, then it is withdrawn, a repeat answers the same, and they may apply again', async () => {
    const applicant = await signUp(serviceUrl(), users, 'withdraw-own');
    const id = await applyAs(serviceUrl(), applicant.token);

    const first = await postJson(withdrawUrl(id), {}, applicant.token);
    const repeat = await postJson(withdrawUrl(id), {}, applicant.token);

    expect(first).toMatchObject({ status: 200, body: { code: 'APPLICATION_WITHDRAWN', application: { id, status: 'withdrawn' } } });
    expect(repeat).toMatchObject({ status: 200, body: { application: { id, status: 'withdrawn' } } });
    const again = await applyAs(serviceUrl(), applicant.token);
    expect((await getJson(meUrl(), bearer(applicant.token))).body.application).toMatchObject({ id: again, status: 'submitted' });
  });
});
