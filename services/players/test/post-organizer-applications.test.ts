import { ApplicationResponseSchema } from '@padel/contracts';
import { passwordGrant, demoUsers } from '@padel/tools/testing/keycloak';
import { applicationBody, bearer, getJson, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const applyUrl = () => `${serviceUrl()}/api/organizer-applications`;

describe('POST /api/organizer-applications', () => {
  it('when there is no token, then 401', async () => {
    expect((await postJson(applyUrl(), applicationBody())).status).toBe(401);
  });

  it("when a player sends the spec's fields, then 201, the application is submitted and the player sees it", async () => {
    const player = await signUp(serviceUrl(), users, 'apply', 'Mariam Al Kaabi');

    const { status, body } = await postJson(applyUrl(), applicationBody({ organization_name: 'Marina Padel' }), player.token);

    expect(status).toBe(201);
    expect(ApplicationResponseSchema.parse(body)).toMatchObject({
      code: 'APPLICATION_SUBMITTED',
      application: {
        user_id: player.id,
        applicant_name: 'Mariam Al Kaabi',
        applicant_email: player.email,
        organization_name: 'Marina Padel',
        org_type: 'club',
        preferred_categories: ['bronze', 'silver'],
        status: 'submitted',
        reason: null,
        decided_at: null,
        role_granted: false,
      },
    });
    const own = await getJson(`${applyUrl()}/me`, bearer(player.token));
    expect(own.body.application).toMatchObject({ id: body.application.id, status: 'submitted' });
  });

  it('when the categories are left out, then bronze is taken', async () => {
    const player = await signUp(serviceUrl(), users, 'apply-default', 'Reem Al Nuaimi');
    const { preferred_categories: _left, ...body } = applicationBody();

    const answer = await postJson(applyUrl(), body, player.token);

    expect({ status: answer.status, categories: answer.body.application.preferred_categories }).toEqual({
      status: 201,
      categories: ['bronze'],
    });
  });

  it('when the player already has an open application, then 409 and still one open', async () => {
    const player = await signUp(serviceUrl(), users, 'apply-twice', 'Fatma Al Zaabi');
    await postJson(applyUrl(), applicationBody(), player.token);

    const second = await postJson(applyUrl(), applicationBody(), player.token);

    expect(second).toEqual({
      status: 409,
      body: { error: 'You already have an application under review', code: 'APPLICATION_ALREADY_OPEN' },
    });
  });

  it('when six applications of one player arrive at once, then exactly one is submitted', async () => {
    const player = await signUp(serviceUrl(), users, 'apply-race', 'Huda Al Shamsi');

    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(applyUrl(), applicationBody(), player.token)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('when an organizer applies, then 409 "You are already an organizer"', async () => {
    const { access_token } = await passwordGrant(demoUsers.noura.email);

    expect(await postJson(applyUrl(), applicationBody(), access_token)).toEqual({
      status: 409,
      body: { error: 'You are already an organizer', code: 'ALREADY_ORGANIZER' },
    });
  });

  it.each([
    [{ organization_name: 'A' }, 'organization_name: Organization name must be at least 2 characters'],
    [{ org_type: 'federation' }, 'org_type: Must be club, organizer, brand or other'],
    [{ website: 'javascript:alert(1)' }, 'website: The website must be an http:// or https:// address'],
    [{ phone: 'call me' }, 'phone: Phone must be a phone number (digits, spaces, + ( ) -)'],
    [{ city: ' ' }, 'city: City is required'],
    [{ country: 'X' }, 'country: Country is required'],
    [{ preferred_categories: [] }, 'preferred_categories: Choose at least one category'],
    [{ preferred_categories: ['platinum'] }, 'preferred_categories.0: Must be gold, silver or bronze'],
    [{ compliance_confirmed: false }, 'compliance_confirmed: Please confirm that you will follow the league rules'],
    [{ role: 'admin' }, 'Unrecognized key'],
  ])('when the body has %j, then 400 naming "%s" and nothing is stored', async (change, detail) => {
    const player = await signUp(serviceUrl(), users, 'apply-bad');

    const { status, body } = await postJson(applyUrl(), applicationBody(change), player.token);

    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(detail.split(': ').pop());
    expect((await getJson(`${applyUrl()}/me`, bearer(player.token))).body).toEqual({ application: null });
  });
});
