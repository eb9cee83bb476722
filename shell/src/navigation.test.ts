import { navItemsFor } from './navigation';

const labels = (items: ReturnType<typeof navItemsFor>) => items.map((item) => item.label);

describe('navItemsFor', () => {
  test('when signed out, then only Home, Tournaments and News are shown', () => {
    expect(labels(navItemsFor({ status: 'signed-out' }))).toEqual(['Home', 'Tournaments', 'News']);
  });

  test('when loading, then only the public links are shown', () => {
    expect(labels(navItemsFor({ status: 'loading' }))).toEqual(['Home', 'Tournaments', 'News']);
  });

  test('when signed in as a player, then My Teams, Enter Tournament and My Profile are added', () => {
    const items = navItemsFor({ status: 'signed-in', user: { id: 'u', email: 'omar@padel.local', roles: ['user', 'player'] } });

    expect(labels(items)).toEqual(['Home', 'Tournaments', 'News', 'My Teams', 'Enter Tournament', 'My Profile']);
  });

  test('when signed in as a partner, then Host Dashboard is added', () => {
    const items = navItemsFor({ status: 'signed-in', user: { id: 'u', email: 'noura@padel.local', roles: ['user', 'partner'] } });

    expect(labels(items)).toContain('Host Dashboard');
  });
});
