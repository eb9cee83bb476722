import { createObservable, createQueryClient, linkedPlayerKey, readLinkedPlayer, writeLinkedPlayer, type AuthState } from '@padel/platform';
import { resetOnSessionChange } from './session-change';

const omar = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02', email: 'omar@padel.local', roles: ['user' as const, 'player' as const] };
const layla = { id: '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03', email: 'layla@padel.local', roles: ['user' as const, 'player' as const] };

function setup(initial: AuthState) {
  const state = createObservable<AuthState>(initial);
  const queryClient = createQueryClient();
  const auth = { ...state, getToken: async () => null, openSignIn: () => undefined, signOut: async () => undefined };
  resetOnSessionChange({ auth, queryClient }, localStorage);
  return { state, queryClient };
}

describe('resetOnSessionChange', () => {
  beforeEach(() => localStorage.clear());

  test('when the user signs out, then their linked player and cached data are gone', () => {
    const { state, queryClient } = setup({ status: 'signed-in', user: omar });
    writeLinkedPlayer(omar.id, { id: omar.id, name: 'Omar Haddad' });
    queryClient.setQueryData(['teams', 'me'], [{ id: 't1' }]);

    state.set({ status: 'signed-out' });

    expect(localStorage.getItem(linkedPlayerKey(omar.id))).toBeNull();
    expect(queryClient.getQueryData(['teams', 'me'])).toBeUndefined();
  });

  test('when the session is restored from loading, then nothing is cleared', () => {
    const { state } = setup({ status: 'loading' });
    writeLinkedPlayer(omar.id, { id: omar.id, name: 'Omar Haddad' });

    state.set({ status: 'signed-in', user: omar });

    expect(readLinkedPlayer(omar.id)).toEqual({ id: omar.id, name: 'Omar Haddad' });
  });

  test('when another user signs in after a sign-out, then the new user keeps their own link', () => {
    const { state } = setup({ status: 'signed-in', user: omar });
    writeLinkedPlayer(layla.id, { id: layla.id, name: 'Layla Farouk' });

    state.set({ status: 'signed-out' });
    state.set({ status: 'signed-in', user: layla });

    expect(readLinkedPlayer(layla.id)).toEqual({ id: layla.id, name: 'Layla Farouk' });
  });

  test('when users sign out and in, then the chosen language is kept', () => {
    const { state } = setup({ status: 'signed-in', user: omar });
    localStorage.setItem('language', 'ar');

    state.set({ status: 'signed-out' });
    state.set({ status: 'signed-in', user: layla });

    expect(localStorage.getItem('language')).toBe('ar');
  });
});
