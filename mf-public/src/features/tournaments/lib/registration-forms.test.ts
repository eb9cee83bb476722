import { emptyPlayerForm, parsePlayerForm, validateRegistration } from './registration-forms';

describe('parsePlayerForm', () => {
  test('when name and country are too short, then the SPEC §5 messages are given', () => {
    const result = parsePlayerForm({ ...emptyPlayerForm, name: 'A', country: 'U' });

    expect(result.errors).toEqual({ name: 'Name must be at least 2 characters', country: 'Country is required' });
  });

  test('when optional fields are empty, then they are sent as null with zero stats', () => {
    const result = parsePlayerForm({ ...emptyPlayerForm, name: '  Mariam Saleh ', country: 'Oman' });

    expect(result.data).toEqual({
      name: 'Mariam Saleh',
      country: 'Oman',
      strongHand: null,
      courtSide: null,
      height: null,
      photoUrl: null,
      partnerId: null,
      partnerName: null,
      points: 0,
      wins: 0,
      losses: 0,
      matchesPlayed: 0,
      titlesWon: 0,
    });
  });

  test('when every field is filled, then hands keep their capitalised form', () => {
    const result = parsePlayerForm({
      name: 'Mariam Saleh',
      country: 'Oman',
      strongHand: 'Left',
      courtSide: 'Right',
      height: '172 cm',
      photoUrl: 'https://example.com/mariam.jpg',
    });

    expect(result.data).toMatchObject({
      strongHand: 'Left',
      courtSide: 'Right',
      height: '172 cm',
      photoUrl: 'https://example.com/mariam.jpg',
    });
  });

  test('when the photo URL is not a URL, then the form is refused on that field', () => {
    expect(parsePlayerForm({ ...emptyPlayerForm, name: 'Mariam', country: 'Oman', photoUrl: 'not a url' }).errors).toHaveProperty(
      'photoUrl',
    );
  });
});

describe('validateRegistration', () => {
  test('when no team is chosen, then only the team is asked for (the level is the tournament’s)', () => {
    expect(validateRegistration({ tournamentId: 't1', playerId: 'p1', teamId: '' })).toEqual({ teamId: 'Please select a team' });
  });

  test('when the tournament or the player is missing, then the missing information message is given', () => {
    expect(validateRegistration({ tournamentId: 't1', playerId: null, teamId: 'team' })).toEqual({
      form: 'Missing tournament or player information',
    });
    expect(validateRegistration({ tournamentId: '', playerId: 'p1', teamId: 'team' }).form).toBe(
      'Missing tournament or player information',
    );
  });

  test('when everything is given, then there are no errors', () => {
    expect(validateRegistration({ tournamentId: 't1', playerId: 'p1', teamId: 'team' })).toEqual({});
  });
});
