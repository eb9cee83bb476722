import { nameComparisonKey } from '@padel/contracts';
import { demoUsers, passwordGrant } from '@padel/tools/testing/keycloak';
import { PlayerNameModel } from '../src/data-access/player-name-model';
import { bearer, getJson, postJson, playersServiceForTests, testAccounts, testId, uniqueEmail } from './support';

/** Issue 31, point 7: names that impersonate (decision 182). */
const { url: serviceUrl, users } = playersServiceForTests();

const signupUrl = () => `${serviceUrl()}/api/auth/signup`;
const playersUrl = () => `${serviceUrl()}/api/players`;
const meUrl = () => `${serviceUrl()}/api/profile/me`;

/** A name no other test uses: two words and a tag of letters only (digits would be fine too). */
const uniqueName = (first: string) =>
  `${first} ${testId()
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)
    .replace(/^./, (letter) => letter.toUpperCase())}`;

const signUpAs = (fullName: string, purpose = 'names') =>
  postJson(signupUrl(), { email: users.track(uniqueEmail(purpose)), password: 'secret-123', full_name: fullName });

/** The legacy register-as-player form with `name`. */
const form = (name: unknown) => ({ name, country: 'United Arab Emirates', strongHand: 'Right', courtSide: 'Left', height: '180 cm' });

const reserved = 'This name contains a reserved word such as admin, league, support or official';

describe('names at sign-up (POST /api/auth/signup)', () => {
  it.each([
    ['an English reserved word', 'League Admin'],
    ['another English reserved word in capitals', 'PADEL SUPPORT'],
    ['an Arabic reserved word', 'مشرف الدوري'],
    ['an Arabic reserved word with its article and marks', 'فريق الدَّعم'],
  ])('when the full name holds %s, then 400 with the reserved-word message and no account', async (_what, fullName) => {
    const email = users.track(uniqueEmail('reserved'));

    const { status, body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: fullName });

    expect({ status, error: body.error }).toEqual({ status: 400, error: `full_name: ${reserved}` });
    expect(await testAccounts().findUserIdsByEmail(email)).toEqual([]);
  });

  it('when the full name is 121 characters, then 400 with the length message, not the minimum', async () => {
    const { status, body } = await signUpAs('a'.repeat(121));

    expect({ status, error: body.error }).toEqual({ status: 400, error: 'full_name: Full name must be at most 120 characters' });
  });

  it('when the full name carries U+202E and zero-width characters, then they are stripped from the stored name', async () => {
    const name = uniqueName('Rania');
    const [first, tag] = name.split(' ') as [string, string];

    const { status, body } = await signUpAs(`\u202E${first}\u200B  ${tag.slice(0, 2)}\u200D${tag.slice(2)}\uFEFF`);

    expect(status).toBe(201);
    expect(body.profile.full_name).toBe(name);
    expect((await getJson(meUrl(), bearer(body.session.access_token))).body.full_name).toBe(name);
  });

  it("when the full name is another player's exact name in other letter case, then 409 NAME_TAKEN and no account", async () => {
    const name = uniqueName('Salem');
    expect((await signUpAs(name)).status).toBe(201);
    const email = users.track(uniqueEmail('twin'));

    const { status, body } = await postJson(signupUrl(), { email, password: 'secret-123', full_name: ` ${name.toUpperCase()} ` });

    expect({ status, body }).toEqual({
      status: 409,
      body: {
        error: 'Another player already has this name. Please add something that tells you apart, such as a middle name.',
        code: 'NAME_TAKEN',
      },
    });
    expect(await testAccounts().findUserIdsByEmail(email)).toEqual([]);
  });

  it("when the full name is a seeded demo player's, then 409 NAME_TAKEN", async () => {
    const { status, body } = await signUpAs('omar haddad');

    expect({ status, code: body.code }).toEqual({ status: 409, code: 'NAME_TAKEN' });
  });

  it("when the full name is another player's name with a zero-width character inside, then 409 NAME_TAKEN", async () => {
    const name = uniqueName('Hamdan');
    expect((await signUpAs(name)).status).toBe(201);

    const { status, body } = await signUpAs(`${name.slice(0, 3)}\u200B${name.slice(3)}`);

    expect({ status, code: body.code }).toEqual({ status: 409, code: 'NAME_TAKEN' });
  });
});

describe('names when registering as a player (POST /api/players)', () => {
  async function signedUp(): Promise<{ name: string; token: string }> {
    const name = uniqueName('Nasser');
    const { status, body } = await signUpAs(name, 'register');
    if (status !== 201) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`);
    return { name, token: body.session.access_token };
  }

  it.each([
    ['an English reserved word', 'League Admin', reserved],
    ['an Arabic reserved word', 'الدعم الرسمي', reserved],
    ['121 characters', 'n'.repeat(121), 'Name must be at most 120 characters'],
  ])('when the name holds %s, then 400 with its message and the caller is not registered', async (_what, name, message) => {
    const user = await signedUp();

    const { status, body } = await postJson(playersUrl(), form(name), user.token);

    expect({ status, error: body.error }).toEqual({ status: 400, error: `name: ${message}` });
    expect((await getJson(meUrl(), bearer(user.token))).body.full_name).toBe(user.name);
  });

  it('when the name is the sign-up name with U+202E and zero-width characters, then 201 and the stored name has none', async () => {
    const user = await signedUp();

    const { status, body } = await postJson(playersUrl(), form(`\u202E${user.name.replace(' ', ' \u200B')}\u2060`), user.token);

    expect({ status, name: body.name }).toEqual({ status: 201, name: user.name });
  });

  it("when the name is another player's, then 409 and the caller's name stays", async () => {
    const other = await signedUp();
    const user = await signedUp();

    const { status, body } = await postJson(playersUrl(), form(other.name.toLowerCase()), user.token);

    expect(status).toBe(409);
    expect(['NAME_TAKEN', 'NAME_NOT_EDITABLE']).toContain(body.code);
    expect((await getJson(meUrl(), bearer(user.token))).body.full_name).toBe(user.name);
  });

  it('when a signed-up player registers, or registers again, with another name, then 409 NAME_NOT_EDITABLE and the name stays', async () => {
    const user = await signedUp();
    const first = await postJson(playersUrl(), form(uniqueName('Other')), user.token);
    expect((await postJson(playersUrl(), form(user.name), user.token)).status).toBe(201);

    const again = await postJson(playersUrl(), form(uniqueName('Changed')), user.token);

    expect({ status: first.status, code: first.body.code }).toEqual({ status: 409, code: 'NAME_NOT_EDITABLE' });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { error: 'Your name cannot be changed after sign-up. Please ask the league to correct it.', code: 'NAME_NOT_EDITABLE' },
    });
    expect((await getJson(meUrl(), bearer(user.token))).body.full_name).toBe(user.name);
  });

  it('when an admin registers under another name, then the name changes and the old one is free again', async () => {
    const { access_token } = await passwordGrant(demoUsers.admin.email);
    const before = (await getJson(meUrl(), bearer(access_token))).body.full_name;
    const renamed = uniqueName('Adel');

    const { status, body } = await postJson(playersUrl(), form(renamed), access_token);

    expect({ status, name: body.name }).toEqual({ status: 201, name: renamed });
    expect(before).toBe(demoUsers.admin.fullName);
    expect(await PlayerNameModel.findById(nameComparisonKey(before)).lean()).toBeNull();
    expect((await PlayerNameModel.findById(nameComparisonKey(renamed)).lean())?.holder).toBe(demoUsers.admin.id);
    const twin = await signUpAs(renamed.toLowerCase());
    expect({ status: twin.status, code: twin.body.code }).toEqual({ status: 409, code: 'NAME_TAKEN' });
  });

  it('when a player sends full_name in PATCH /api/profile/me, then the name stays what it was at sign-up', async () => {
    const user = await signedUp();

    const { status, body } = await postJson(meUrl(), { full_name: 'Someone Else', country: 'Oman' }, user.token, 'PATCH');

    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ full_name: user.name, country: 'Oman' });
    expect((await getJson(meUrl(), bearer(user.token))).body.full_name).toBe(user.name);
  });
});
