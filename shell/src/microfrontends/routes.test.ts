import { isHostPath, isPublicPath, isTeamsPath } from './routes';

describe('application routes', () => {
  test.each(['/my-teams', '/accept', '/accept-invitation', '/enter-tournament', '/profile', '/profile/edit'])(
    'when the path is %s, then mf-teams owns it',
    (path) => {
      expect([isTeamsPath(path), isHostPath(path), isPublicPath(path)]).toEqual([true, false, false]);
    },
  );

  test('when the path is /host-dashboard, then mf-host owns it', () => {
    expect([isTeamsPath('/host-dashboard'), isHostPath('/host-dashboard'), isPublicPath('/host-dashboard')]).toEqual([false, true, false]);
  });

  test.each(['/', '/news', '/rankings', '/tournaments', '/about', '/no-such-page', '/profiles', '/accepted'])(
    'when the path is %s, then mf-public owns it',
    (path) => {
      expect([isTeamsPath(path), isHostPath(path), isPublicPath(path)]).toEqual([false, false, true]);
    },
  );
});
