import { PhotoUrlSchema, ProfilePatchSchema, ProfileSchema, SignupRequestSchema } from './profile';

describe('SignupRequestSchema', () => {
  it('when email, password and full name are valid, then it parses and lower-cases the email', () => {
    const parsed = SignupRequestSchema.parse({ email: ' Noura@Padel.Local ', password: 'secret', full_name: ' Noura ' });

    expect(parsed).toEqual({ email: 'noura@padel.local', password: 'secret', full_name: 'Noura' });
  });

  it('when the password is shorter than 6 characters, then it fails with the minimum length message', () => {
    const result = SignupRequestSchema.safeParse({ email: 'a@b.co', password: '12345', full_name: 'A' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['password'], message: 'Password must be at least 6 characters' });
  });

  it('when the email is missing, then it fails with Email is required', () => {
    const result = SignupRequestSchema.safeParse({ password: 'secret1', full_name: 'A' });

    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Email is required' });
  });

  it('when the email is malformed, then it fails on email', () => {
    const result = SignupRequestSchema.safeParse({ email: 'not-an-email', password: 'secret1', full_name: 'A' });

    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });

  it('when the full name is missing or blank, then it fails on full_name', () => {
    const missing = SignupRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1' });
    const blank = SignupRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1', full_name: '   ' });

    expect(missing.error?.issues[0]).toMatchObject({ path: ['full_name'], message: 'Full name is required' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['full_name'], message: 'Full name is required' });
  });
});

describe('ProfilePatchSchema', () => {
  it('when country is empty, then it is accepted', () => {
    expect(ProfilePatchSchema.parse({ country: '' })).toEqual({ country: '' });
  });

  it('when country has one character, then it fails with the country message', () => {
    const result = ProfilePatchSchema.safeParse({ country: 'U' });

    expect(result.error?.issues[0]).toMatchObject({ path: ['country'], message: 'Country must be at least 2 characters' });
  });

  it('when strong_hand or court_side is not left/right, then it fails', () => {
    expect(ProfilePatchSchema.safeParse({ strong_hand: 'both' }).success).toBe(false);
    expect(ProfilePatchSchema.safeParse({ court_side: 'Left' }).success).toBe(false);
    expect(ProfilePatchSchema.parse({ strong_hand: 'left', court_side: 'right' })).toEqual({ strong_hand: 'left', court_side: 'right' });
  });

  it('when full_name is sent, then it is dropped', () => {
    expect(ProfilePatchSchema.parse({ full_name: 'Someone Else', height: '180 cm' })).toEqual({ height: '180 cm' });
  });

  it('when height is an empty string, then it becomes null', () => {
    expect(ProfilePatchSchema.parse({ height: '' })).toEqual({ height: null });
  });
});

describe('ProfileSchema', () => {
  it('when counters and role are absent, then they default to 0 and player', () => {
    const profile = ProfileSchema.parse({
      id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02',
      full_name: 'Omar Haddad',
      email: 'omar@padel.local',
    });

    expect(profile).toMatchObject({ role: 'player', points: 0, wins: 0, losses: 0, matches_played: 0, titles_won: 0 });
  });
});

describe('PhotoUrlSchema', () => {
  it('when the photo is an https address, then it is accepted', () => {
    expect(PhotoUrlSchema.parse('https://cdn.padel.example/players/noura.jpg')).toBe('https://cdn.padel.example/players/noura.jpg');
  });

  it.each([
    ['an http address', 'http://cdn.padel.example/noura.jpg'],
    ['a script', 'javascript:alert(1)'],
    ['inline data', 'data:image/png;base64,iVBORw0KGgo='],
    ['an address without a host', 'https://'],
  ])('when the photo is %s, then it fails with the https message', (_label, value) => {
    expect(PhotoUrlSchema.safeParse(value).error?.issues[0]?.message).toBe('The photo must be an https:// address');
  });
});
