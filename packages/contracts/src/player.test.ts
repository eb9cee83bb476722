import { LegacyPlayerRegisterSchema, PlayerSummarySchema } from './player';

describe('LegacyPlayerRegisterSchema', () => {
  it('when only name and country are given, then counters start at 0 and optional values are absent', () => {
    const parsed = LegacyPlayerRegisterSchema.parse({ name: 'Khalid Rahman', country: 'Qatar' });

    expect(parsed).toMatchObject({
      name: 'Khalid Rahman',
      country: 'Qatar',
      points: 0,
      wins: 0,
      losses: 0,
      matchesPlayed: 0,
      titlesWon: 0,
    });
  });

  it('when the name has fewer than 2 characters, then it fails with the name message', () => {
    const result = LegacyPlayerRegisterSchema.safeParse({ name: 'K', country: 'Qatar' });

    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Name must be at least 2 characters' });
  });

  it('when the country is missing or too short, then it fails with Country is required', () => {
    const missing = LegacyPlayerRegisterSchema.safeParse({ name: 'Khalid' });
    const short = LegacyPlayerRegisterSchema.safeParse({ name: 'Khalid', country: 'Q' });

    expect(missing.error?.issues[0]).toMatchObject({ path: ['country'], message: 'Country is required' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['country'], message: 'Country is required' });
  });

  it('when optional values are sent as null or empty, then they parse as null', () => {
    const parsed = LegacyPlayerRegisterSchema.parse({
      name: 'Sara Nasser',
      country: 'Bahrain',
      strongHand: null,
      courtSide: '',
      height: '',
      photoUrl: null,
      partnerId: null,
      partnerName: null,
    });

    expect(parsed).toMatchObject({ strongHand: null, courtSide: null, height: null, photoUrl: null, partnerId: null });
  });

  it('when strongHand is not Right or Left, then it fails', () => {
    expect(LegacyPlayerRegisterSchema.safeParse({ name: 'Sara', country: 'Bahrain', strongHand: 'right' }).success).toBe(false);
    expect(LegacyPlayerRegisterSchema.parse({ name: 'Sara', country: 'Bahrain', strongHand: 'Right', courtSide: 'Left' })).toMatchObject({
      strongHand: 'Right',
      courtSide: 'Left',
    });
  });
});

describe('PlayerSummarySchema', () => {
  it('when a player view is read, then only the id, name, country and photo are kept', () => {
    const parsed = PlayerSummarySchema.parse({ id: 'p1', name: 'Layla', full_name: 'Layla Farouk', country: 'Jordan', points: 10 });

    expect(parsed).toEqual({ id: 'p1', full_name: 'Layla Farouk', country: 'Jordan' });
  });

  it('when the name is blank or the country is missing, then it does not parse', () => {
    expect(PlayerSummarySchema.safeParse({ id: 'p1', full_name: '  ', country: null }).success).toBe(false);
    expect(PlayerSummarySchema.safeParse({ id: 'p1', full_name: 'Layla Farouk' }).success).toBe(false);
  });
});
