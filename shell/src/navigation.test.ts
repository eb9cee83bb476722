import { navItemsFor } from './navigation';
import english from './i18n/en.json';

/** The links' English texts. */
const labels = (items: ReturnType<typeof navItemsFor>) => items.map((item) => english[item.label]);

describe('navItemsFor', () => {
  test('when signed out, then only Home, Tournaments, Rankings and News are shown', () => {
    expect(labels(navItemsFor({ status: 'signed-out' }))).toEqual(['Home', 'Tournaments', 'Rankings', 'News']);
  });

  test('when loading, then only the public links are shown', () => {
    expect(labels(navItemsFor({ status: 'loading' }))).toEqual(['Home', 'Tournaments', 'Rankings', 'News']);
  });

  test('when signed in as a player, then My Teams, Enter Tournament and My Profile are added', () => {
    const items = navItemsFor({ status: 'signed-in', user: { id: 'u', email: 'omar@padel.local', roles: ['user', 'player'] } });

    expect(labels(items)).toEqual(['Home', 'Tournaments', 'Rankings', 'News', 'My Teams', 'Enter Tournament', 'My Profile']);
  });

  test('when signed in and the profile role is partner, then Host Dashboard is added last', () => {
    const items = navItemsFor(
      { status: 'signed-in', user: { id: 'u', email: 'noura@padel.local', roles: ['user', 'partner'] } },
      'partner',
    );

    expect(labels(items)).toEqual([
      'Home',
      'Tournaments',
      'Rankings',
      'News',
      'My Teams',
      'Enter Tournament',
      'My Profile',
      'Host Dashboard',
    ]);
  });

  test('when the token has the partner role and the profile is not read yet (or its read failed), then Host Dashboard is shown from the token', () => {
    const items = navItemsFor({ status: 'signed-in', user: { id: 'u', email: 'noura@padel.local', roles: ['user', 'partner'] } }, null);

    expect(labels(items).at(-1)).toBe('Host Dashboard');
  });

  test('when the profile is read, then its role refines the token’s', () => {
    const partnerToken = {
      status: 'signed-in' as const,
      user: { id: 'u', email: 'noura@padel.local', roles: ['user' as const, 'partner' as const] },
    };
    const playerToken = {
      status: 'signed-in' as const,
      user: { id: 'u', email: 'omar@padel.local', roles: ['user' as const, 'player' as const] },
    };

    expect(labels(navItemsFor(partnerToken, 'player'))).not.toContain('Host Dashboard');
    expect(labels(navItemsFor(playerToken, 'partner')).at(-1)).toBe('Host Dashboard');
    expect(labels(navItemsFor(playerToken, null))).not.toContain('Host Dashboard');
  });

  test('when signed in as an admin, then Admin is added last; a player or a partner never sees it', () => {
    const adminItems = navItemsFor(
      { status: 'signed-in', user: { id: 'a', email: 'admin@padel.local', roles: ['user', 'admin'] } },
      'admin',
    );
    const partnerItems = navItemsFor(
      { status: 'signed-in', user: { id: 'p', email: 'noura@padel.local', roles: ['user', 'partner'] } },
      'partner',
    );

    expect(labels(adminItems).at(-1)).toBe('Admin');
    expect(adminItems.at(-1)?.href).toBe('/admin');
    expect(labels(partnerItems)).not.toContain('Admin');
  });

  test('when signed out with a stale partner role, then Host Dashboard is not shown', () => {
    expect(labels(navItemsFor({ status: 'signed-out' }, 'partner'))).toEqual(['Home', 'Tournaments', 'Rankings', 'News']);
  });
});
