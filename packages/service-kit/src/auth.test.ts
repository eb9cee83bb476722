import { roleOf } from './auth';

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
