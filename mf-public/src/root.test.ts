import { matchesRoute } from './root';

describe('matchesRoute (which page preloadPage fetches ahead)', () => {
  test("when the path is a tournament's, then it is the tournament route and not the list's", () => {
    expect(matchesRoute('/tournaments/:id', '/tournaments/t-42')).toBe(true);
    expect(matchesRoute('/tournaments', '/tournaments/t-42')).toBe(false);
  });

  test('when the path has a trailing slash or capitals, then it matches as react-router matches it', () => {
    expect(matchesRoute('/rankings', '/rankings/')).toBe(true);
    expect(matchesRoute('/rankings', '/Rankings')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
  });

  test('when the path has other or more segments, then it does not match', () => {
    expect(matchesRoute('/', '/news')).toBe(false);
    expect(matchesRoute('/news', '/news/latest')).toBe(false);
    expect(matchesRoute('/tournaments/:id', '/tournaments')).toBe(false);
  });
});
