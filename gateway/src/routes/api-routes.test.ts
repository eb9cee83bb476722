import { serviceForPath } from './api-routes';

describe('serviceForPath', () => {
  it.each([
    ['/api/auth/signup', 'players'],
    ['/api/profile', 'players'],
    ['/api/rankings', 'players'],
    ['/api/rankings/players/7', 'players'],
    ['/api/organizer-applications/me', 'players'],
    ['/api/admin/applications', 'players'],
    ['/api/admin/news', 'news'],
    ['/api/admin/news/abc/publish', 'news'],
    ['/api/admin/newsletter', 'players'],
    ['/api/tournaments/me', 'tournaments'],
    ['/api/tournament-entries/7/confirm', 'tournaments'],
    ['/api/tournament-registrations', 'tournaments'],
    ['/api/team-invitations/9/decline', 'teams'],
    ['/api/teams', 'teams'],
    ['/api/news/', 'news'],
  ])('when the path is %s, then %s owns it', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it.each(['/api/newsletter', '/api/team', '/api/tournament', '/api', '/news', '/api/authx', '/api/ranking'])(
    'when the path is %s, then nobody owns it',
    (path) => {
      expect(serviceForPath(path)).toBeUndefined();
    },
  );
});
