import { ProfilePatchResponseSchema } from '@padel/contracts';
import { ProfileModel } from '../src/data-access/profile-model';
import { bearer, getJson, postJson, signUp, type SignedUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const meUrl = () => `${serviceUrl()}/api/profile/me`;
const patch = (body: unknown, token?: string) => postJson(meUrl(), body, token, 'PATCH');

describe('PATCH /api/profile/me', () => {
  let user: SignedUp;

  beforeAll(async () => {
    user = await signUp(serviceUrl(), users, 'patch', 'Hind Al Marri');
  });

  it('when there is no token, then 401 and nothing changes', async () => {
    expect(await patch({ country: 'Oman' })).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when the token is garbage, then 401', async () => {
    expect((await patch({ country: 'Oman' }, 'garbage')).status).toBe(401);
  });

  it('when country, hands and height are valid, then they are saved and the updated profile is returned', async () => {
    const { status, body } = await patch({ country: 'Qatar', strong_hand: 'left', court_side: 'right', height: '172 cm' }, user.token);

    expect(status).toBe(200);
    expect(ProfilePatchResponseSchema.parse(body)).toMatchObject({
      message: 'Your profile has been updated successfully.',
      code: 'PROFILE_UPDATED',
      profile: { id: user.id, country: 'Qatar', strong_hand: 'left', court_side: 'right', height: '172 cm' },
    });
    expect((await getJson(meUrl(), bearer(user.token))).body).toMatchObject({ country: 'Qatar', strong_hand: 'left', height: '172 cm' });
  });

  it("when the language is set, then the profile keeps it for the player's mails (English before that)", async () => {
    const fresh = await signUp(serviceUrl(), users, 'patch-lang', 'Salma Al Harthi');
    expect((await getJson(meUrl(), bearer(fresh.token))).body).toMatchObject({ language: 'en' });

    const { status, body } = await patch({ language: 'ar' }, fresh.token);

    expect({ status, language: body.profile.language }).toEqual({ status: 200, language: 'ar' });
    expect((await ProfileModel.findById(fresh.id).lean())?.language).toBe('ar');
  });

  it('when only one field is sent, then the other fields keep their values', async () => {
    await patch({ country: 'Kuwait', strong_hand: 'right' }, user.token);

    const { body } = await patch({ height: '173 cm' }, user.token);

    expect(body.profile).toMatchObject({ country: 'Kuwait', strong_hand: 'right', height: '173 cm' });
  });

  it('when country and height are empty, then they are cleared to null', async () => {
    await patch({ country: 'Bahrain', height: '170 cm' }, user.token);

    const { body } = await patch({ country: '', height: '' }, user.token);

    expect(body.profile).toMatchObject({ country: null, height: null });
  });

  it('when the body is empty, then 200 with the profile unchanged', async () => {
    await patch({ country: 'Oman' }, user.token);

    expect(await patch({}, user.token)).toEqual({
      status: 200,
      body: expect.objectContaining({ profile: expect.objectContaining({ country: 'Oman' }) }),
    });
  });

  it.each([
    [{ country: 'A' }, 'country: Country must be at least 2 characters'],
    [{ country: ' B ' }, 'country: Country must be at least 2 characters'],
    [{ strong_hand: 'both' }, 'strong_hand: Must be left or right'],
    [{ court_side: 'middle' }, 'court_side: Must be left or right'],
    [{ height: 'x'.repeat(21) }, 'height: Too big: expected string to have <=20 characters'],
    [{ language: 'fr' }, 'language: Invalid option: expected one of "en"|"ar"'],
  ])('when the body is %j, then 400 "%s" and nothing changes', async (payload, error) => {
    await patch({ country: 'Saudi Arabia' }, user.token);

    const { status, body } = await patch(payload, user.token);

    expect({ status, error: body.error, code: body.code }).toEqual({ status: 400, error, code: 'VALIDATION_FAILED' });
    expect(body.details[0]).toMatchObject({ path: error.split(':')[0], message: error.slice(error.indexOf(': ') + 2) });
    expect((await ProfileModel.findById(user.id).lean())?.country).toBe('Saudi Arabia');
  });

  it('when full_name or email are sent, then they are ignored and stay as they were', async () => {
    const { status, body } = await patch({ full_name: 'Someone Else', email: 'other@padel.test', country: 'Oman' }, user.token);

    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ full_name: 'Hind Al Marri', email: user.email, country: 'Oman' });
  });

  it("when a user sends another user's id, then only the caller's own profile changes", async () => {
    const other = await signUp(serviceUrl(), users, 'other', 'Other Person');
    await patch({ country: 'Kuwait' }, other.token);

    const { body } = await patch({ id: other.id, _id: other.id, country: 'Qatar' }, user.token);

    expect(body.profile).toMatchObject({ id: user.id, country: 'Qatar' });
    expect((await getJson(meUrl(), bearer(other.token))).body).toMatchObject({
      id: other.id,
      country: 'Kuwait',
      full_name: 'Other Person',
    });
  });

  it('when ranking or points are sent, then they are ignored (league records are not self-service)', async () => {
    const { body } = await patch({ points: 9999, ranking: 1, role: 'admin' }, user.token);

    expect(body.profile).toMatchObject({ points: 0, ranking: null, role: 'player' });
  });
});
