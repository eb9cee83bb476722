import { displayNameOf, roleOf } from './auth';

describe('roleOf', () => {
  it.each([
    [['user', 'player', 'partner'], 'partner'],
    [['user', 'admin', 'partner'], 'admin'],
    [['user', 'player'], 'player'],
    [['user'], 'user'],
    [['offline_access'], 'user'],
  ])('when the realm roles are %j, then the profile role is %s', (roles, expected) => {
    expect(roleOf(roles)).toBe(expected);
  });
});

describe('displayNameOf', () => {
  it.each([
    [{ name: ' Noura Al Mansouri ', given_name: 'Noura', email: 'noura@padel.local' }, 'Noura Al Mansouri'],
    [{ name: ' ', given_name: 'Rashid', family_name: 'Al Kaabi', email: 'rashid@padel.local' }, 'Rashid Al Kaabi'],
    [{ family_name: 'Haddad', email: 'omar@padel.local' }, 'Haddad'],
    [{ email: 'layla.farouk@padel.local', preferred_username: 'layla' }, 'layla.farouk'],
    [{ preferred_username: 'khalid' }, 'khalid'],
    [{}, 'Unknown Player'],
  ])('when the claims are %j, then the name shown is %s', (claims, expected) => {
    expect(displayNameOf(claims)).toBe(expected);
  });
});
