import { remoteOwningPath } from './runtime-config';

describe('remoteOwningPath', () => {
  test.each(['/my-teams', '/accept', '/accept-invitation', '/enter-tournament', '/profile', '/profile/edit'])(
    'when the path is %s, then mf-teams owns it',
    (path) => {
      expect(remoteOwningPath(path)).toBe('mf_teams');
    },
  );

  test.each(['/host-dashboard', '/host-dashboard/t-1'])('when the path is %s, then mf-host owns it', (path) => {
    expect(remoteOwningPath(path)).toBe('mf_host');
  });

  test.each(['/', '/news', '/rankings', '/tournaments', '/about', '/no-such-page', '/profiles', '/accepted'])(
    'when the path is %s, then mf-public owns it',
    (path) => {
      expect(remoteOwningPath(path)).toBe('mf_public');
    },
  );
});
