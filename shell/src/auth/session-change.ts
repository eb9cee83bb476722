import { clearLinkedPlayer, type AuthState, type PlatformProps } from '@padel/platform';

/**
 * Cached data of one user must not be shown to the next: when the signed-in user changes, the previous
 * user's linked player is forgotten (SPEC §4), all queries are refetched on sign-in and reset on sign-out; they are
 * refetched too when the same user's token changes what they may see (a confirmed address, a new role).
 */
export function resetOnSessionChange(platform: Pick<PlatformProps, 'auth' | 'queryClient'>, storage?: Storage): () => void {
  let previous: AuthState = platform.auth.getSnapshot();
  return platform.auth.subscribe(() => {
    const current = platform.auth.getSnapshot();
    const settled = previous.status === 'signed-in' || previous.status === 'signed-out';
    if (settled && previous.user?.id !== current.user?.id) {
      if (previous.user?.id) clearLinkedPlayer(previous.user.id, storage);
      if (current.status === 'signed-in') void platform.queryClient.invalidateQueries();
      else void platform.queryClient.resetQueries();
    } else if (previous.user && current.user && previous.user !== current.user) {
      // The same user with a confirmed address or other roles: what the server lists for them may differ now.
      void platform.queryClient.invalidateQueries();
    }
    previous = current;
  });
}
