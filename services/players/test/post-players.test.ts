import { LegacyPlayerRegisterResponseSchema } from '@padel/contracts';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { ProfileModel } from '../src/data-access/profile-model';
import { getJson, postJson, signUp, playersServiceForTests } from './support';

const { url: serviceUrl, users } = playersServiceForTests();

const playersUrl = () => `${serviceUrl()}/api/players`;

/** The legacy form as the front end sends it: empty optional values as null, counters at 0. */
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nasser Al Ketbi',
  country: 'United Arab Emirates',
  points: 0,
  wins: 0,
  losses: 0,
  strongHand: 'Right',
  courtSide: 'Left',
  height: '179 cm',
  photoUrl: null,
  partnerId: null,
  partnerName: null,
  matchesPlayed: 0,
  titlesWon: 0,
  ...overrides,
});

describe('POST /api/players', () => {
  it('when there is no token, then 401 and nothing is registered', async () => {
    expect(await postJson(playersUrl(), form())).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'UNAUTHORIZED' } });
  });

  it('when the token is garbage, then 401', async () => {
    expect((await postJson(playersUrl(), form(), 'not-a-token')).status).toBe(401);
  });

  it('when a signed-up user registers, then 201 with the caller id, a null ranking and zero stats', async () => {
    const user = await signUp(serviceUrl(), users, 'register');

    const { status, body } = await postJson(playersUrl(), form({ name: user.fullName }), user.token);

    expect(status).toBe(201);
    expect(LegacyPlayerRegisterResponseSchema.parse(body)).toEqual({
      message: 'Player registered successfully',
      code: 'PLAYER_REGISTERED',
      id: user.id,
      ranking: null,
      name: user.fullName,
      country: 'United Arab Emirates',
      points: 0,
      wins: 0,
      losses: 0,
      strongHand: 'Right',
      courtSide: 'Left',
      height: '179 cm',
      photoUrl: null,
      partnerId: null,
      partnerName: null,
      matchesPlayed: 0,
      titlesWon: 0,
    });
  });

  it('when a user registers, then the player is listed in GET /api/players and readable by id', async () => {
    const user = await signUp(serviceUrl(), users, 'listed');
    expect((await getJson(`${playersUrl()}/${user.id}`)).status).toBe(404);

    await postJson(playersUrl(), form({ name: user.fullName, country: 'Oman' }), user.token);

    const list = (await getJson(playersUrl())).body;
    expect(list.filter((player: { id: string }) => player.id === user.id)).toEqual([
      expect.objectContaining({
        full_name: user.fullName,
        country: 'Oman',
        ranking: null,
        points: 0,
        strong_hand: 'right',
        court_side: 'left',
      }),
    ]);
    expect((await getJson(`${playersUrl()}/${user.id}`)).body).toMatchObject({ id: user.id, name: user.fullName });
  });

  it('when the form carries points, wins and titles, then a new player still starts at zero', async () => {
    const user = await signUp(serviceUrl(), users, 'inflated');

    const { body } = await postJson(
      playersUrl(),
      form({ name: user.fullName, points: 5000, wins: 90, losses: 1, matchesPlayed: 91, titlesWon: 12 }),
      user.token,
    );

    expect(body).toMatchObject({ points: 0, wins: 0, losses: 0, matchesPlayed: 0, titlesWon: 0, ranking: null });
  });

  it('when the same user registers twice, then the registration is updated (200) and not duplicated', async () => {
    const user = await signUp(serviceUrl(), users, 'twice');
    await postJson(playersUrl(), form({ name: user.fullName }), user.token);

    const again = await postJson(playersUrl(), form({ name: user.fullName, country: 'Kuwait' }), user.token);

    expect(again).toEqual({
      status: 200,
      body: expect.objectContaining({
        message: 'Player details updated',
        code: 'PLAYER_DETAILS_UPDATED',
        id: user.id,
        name: user.fullName,
        country: 'Kuwait',
      }),
    });
    const list = (await getJson(playersUrl())).body;
    expect(list.filter((player: { id: string }) => player.id === user.id)).toHaveLength(1);
    expect(await ProfileModel.countDocuments({ _id: user.id })).toBe(1);
  });

  it('when a demo player sends the form with other points, then ranking and points stay the league’s (the ranking’s) and the results stay', async () => {
    const { access_token } = await passwordGrant(demoUsers.khalid.email);

    const { status, body } = await postJson(playersUrl(), form({ name: 'Khalid Rahman', country: 'Qatar', points: 5000 }), access_token);

    expect(status).toBe(200);
    const { player } = (await getJson(playersUrl().replace('/api/players', `/api/rankings/players/${demoUsers.khalid.id}`))).body;
    expect(body).toMatchObject({ id: demoUsers.khalid.id, ranking: player.ranking, points: player.points, wins: 30, losses: 10 });
    expect(body.points).not.toBe(5000);
  });

  it('when the optional values are empty strings, then they are stored as null', async () => {
    const user = await signUp(serviceUrl(), users, 'empty');

    const { status, body } = await postJson(
      playersUrl(),
      form({ name: user.fullName, strongHand: '', courtSide: '', height: '', photoUrl: '', partnerId: '', partnerName: '' }),
      user.token,
    );

    expect(status).toBe(201);
    expect(body).toMatchObject({ strongHand: null, courtSide: null, height: null, photoUrl: null });
  });

  it('when a photo URL is given, then it is stored on the profile', async () => {
    const user = await signUp(serviceUrl(), users, 'photo');

    const { body } = await postJson(
      playersUrl(),
      form({ name: user.fullName, photoUrl: 'https://images.padel.test/nasser.jpg' }),
      user.token,
    );

    expect(body.photoUrl).toBe('https://images.padel.test/nasser.jpg');
    expect((await getJson(`${playersUrl()}/${user.id}`)).body.photo_url).toBe('https://images.padel.test/nasser.jpg');
  });

  it.each([
    [{ name: 'A' }, 'name: Name must be at least 2 characters'],
    [{ name: ' B ' }, 'name: Name must be at least 2 characters'],
    [{ name: undefined }, 'name: Name must be at least 2 characters'],
    [{ country: 'U' }, 'country: Country is required'],
    [{ country: undefined }, 'country: Country is required'],
    [{ strongHand: 'Both' }, 'strongHand: Must be Left or Right'],
    [{ courtSide: 'Middle' }, 'courtSide: Must be Left or Right'],
    [{ photoUrl: 'not a url' }, 'photoUrl: The photo must be an https:// address'],
    [{ photoUrl: 'http://cdn.example/p.jpg' }, 'photoUrl: The photo must be an https:// address'],
  ])('when the form has %j, then 400 "%s" and the caller is not registered', async (overrides, error) => {
    const user = await signUp(serviceUrl(), users, 'invalid');

    const { status, body } = await postJson(playersUrl(), form(overrides), user.token);

    expect({ status, error: body.error }).toEqual({ status: 400, error });
    expect((await getJson(`${playersUrl()}/${user.id}`)).status).toBe(404);
  });
});
