import { limitedApiRouteOf } from './rate-limits';
import { isTokenEndpoint } from './token-endpoint';

describe('limitedApiRouteOf', () => {
  it.each([
    ['/api/auth/signup', 'signup'],
    ['/api/auth/SIGNUP', 'signup'],
    ['/api/Auth/Signup', 'signup'],
    ['/api/team-invitations', 'invitations'],
    ['/api/TEAM-INVITATIONS', 'invitations'],
    ['/api/tournament-entries', 'entries'],
    ['/api/Tournament-Registrations', 'entries'],
  ])('when the canonical path is %s, then it counts against the %s limit', (path, route) => {
    expect(limitedApiRouteOf(path)).toBe(route);
  });

  it.each(['/api/teams', '/api/auth/signup/x', '/api/team-invitations/accept', '/api/tournament-entries/7/confirm'])(
    'when the path is %s, then no POST limit applies',
    (path) => {
      expect(limitedApiRouteOf(path)).toBeUndefined();
    },
  );
});

describe('isTokenEndpoint', () => {
  it.each([
    ['/auth/realms/padel/protocol/openid-connect/token', true],
    ['/auth/realms/padel/protocol/openid-connect/TOKEN', true],
    ['/auth/realms/padel/protocol/openid-connect/logout', false],
    ['/auth/realms/other/protocol/openid-connect/token', false],
  ])('when the path is %s, then %s', (path, expected) => {
    expect(isTokenEndpoint(path, 'padel')).toBe(expected);
  });
});
