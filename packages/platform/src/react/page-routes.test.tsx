import { screen } from '@testing-library/react';
import { renderWithPlatform, signedIn } from '../testing';
import { matchesRoute, routedPages } from './page-routes';

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

describe('routedPages: preloadPage', () => {
  const routes = [
    { path: '/my-teams', load: jest.fn(() => Promise.resolve(() => null)) },
    { path: '/teams/:id', load: jest.fn(() => Promise.reject(new Error('offline'))) },
  ];
  const notFound = { Page: () => null, load: jest.fn(() => Promise.resolve()) };
  const { preloadPage } = routedPages(routes, notFound);

  test('when the path is a route, then only that page is fetched, and a failed fetch is left to the page', async () => {
    preloadPage('/teams/t-1');
    preloadPage('/my-teams');
    await Promise.resolve();

    expect(routes.map((route) => route.load.mock.calls.length)).toEqual([1, 1]);
    expect(notFound.load).not.toHaveBeenCalled();
  });

  test('when the path is no route, then the not-found page is fetched', () => {
    preloadPage('/nowhere');
    expect(notFound.load).toHaveBeenCalledTimes(1);
  });
});

describe('routedPages: Root', () => {
  const { Pages } = routedPages(
    [
      { path: '/my-teams', load: () => Promise.resolve(() => <p>Your teams</p>), signedIn: true },
      { path: '/accept', load: () => Promise.resolve(() => <p>The invitation</p>) },
    ],
    { Page: () => <p>No such page</p> },
  );

  test('when a route for signed-in users is opened signed out, then the sign-in gate shows instead of the page', async () => {
    renderWithPlatform(<Pages />, { auth: { status: 'signed-out' }, url: '/my-teams' });

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.queryByText('Your teams')).toBeNull();
  });

  test('when it is opened signed in, then its page shows', async () => {
    renderWithPlatform(<Pages />, { auth: signedIn('u1'), url: '/my-teams' });

    expect(await screen.findByText('Your teams')).toBeTruthy();
  });

  test('when an open route or no route is opened, then its page or the not-found page shows', async () => {
    const { unmount } = renderWithPlatform(<Pages />, { auth: { status: 'signed-out' }, url: '/accept' });
    expect(await screen.findByText('The invitation')).toBeTruthy();
    unmount();

    renderWithPlatform(<Pages />, { auth: { status: 'signed-out' }, url: '/nowhere' });
    expect(await screen.findByText('No such page')).toBeTruthy();
  });
});
