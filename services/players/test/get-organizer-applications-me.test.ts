import { OrganizerApplicationSchema, OwnApplicationResponseSchema } from '@padel/contracts';
import { applyAs, bearer, getJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const meUrl = () => `${serviceUrl()}/api/organizer-applications/me`;

describe('GET /api/organizer-applications/me', () => {
  it('when there is no token, then 401', async () => {
    expect((await getJson(meUrl())).status).toBe(401);
  });

  it('when the player never applied, then the application is null', async () => {
    const player = await signUp(serviceUrl(), users, 'own-none');

    expect(await getJson(meUrl(), bearer(player.token))).toEqual({ status: 200, body: { application: null } });
  });

  it("when two players applied, then each sees their own application and never the other's", async () => {
    const first = await signUp(serviceUrl(), users, 'own-first');
    const second = await signUp(serviceUrl(), users, 'own-second');
    const firstId = await applyAs(serviceUrl(), first.token, { organization_name: 'First Club' });
    const secondId = await applyAs(serviceUrl(), second.token, { organization_name: 'Second Club' });

    const mine = OwnApplicationResponseSchema.parse((await getJson(meUrl(), bearer(first.token))).body);
    const theirs = OwnApplicationResponseSchema.parse((await getJson(meUrl(), bearer(second.token))).body);

    expect(mine.application).toMatchObject({ id: firstId, organization_name: 'First Club', status: 'submitted' });
    expect(theirs.application).toMatchObject({ id: secondId, organization_name: 'Second Club' });
  });

  it("when the application is answered, then it holds exactly the contract's fields (nothing of the stored document, such as __v)", async () => {
    const applicant = await signUp(serviceUrl(), users, 'own-fields');
    await applyAs(serviceUrl(), applicant.token, { organization_name: 'Fields Club' });

    const { body } = await getJson(meUrl(), bearer(applicant.token));

    expect(Object.keys(body.application).sort()).toEqual(Object.keys(OrganizerApplicationSchema.shape).sort());
  });
});
