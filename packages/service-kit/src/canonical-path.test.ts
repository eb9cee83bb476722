import { isCanonicalApiPath, isCanonicalPath } from './canonical-path';

describe('isCanonicalPath', () => {
  it.each(['/api/news', '/api/news/', '/api/news/abc%20def', '/'])('when the path is %s, then it is routable', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each(['/api/news/../players', '/api/./news', '/api/news/%2E%2E/x', '/api//news', '/api/%ZZ', '/api/news%00', '/api/news%5c..'])(
    'when the path is %s, then it is refused',
    (path) => {
      expect(isCanonicalPath(path)).toBe(false);
    },
  );
});

describe('isCanonicalApiPath', () => {
  it.each([
    '/api/news',
    '/api/auth/signup',
    '/api/players/abc%20def',
    '/api/players/Ab-12_x~y',
    '/auth/realms/padel/protocol/openid-connect/token',
  ])("when the path is %s, then it is the route's own spelling", (path) => {
    expect(isCanonicalApiPath(path)).toBe(true);
  });

  it.each([
    '/api/auth/signup/',
    '/api/news//',
    '/api/auth//signup',
    '/api/auth/./signup',
    '/api/auth/signup/.',
    '/api/auth/sign%75p',
    '/api/auth/SIGN%55P',
    '/api/auth%2Fsignup',
    '/api/auth%2fsignup',
    '/api/news%5Cx',
    '/api/tournament%2Dentries',
    '/api/news%7E',
    '/auth/realms/padel/protocol/openid-connect/token/',
  ])('when the path is %s, then it is another spelling and refused', (path) => {
    expect(isCanonicalApiPath(path)).toBe(false);
  });
});
