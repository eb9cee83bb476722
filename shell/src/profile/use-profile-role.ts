import { useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Role } from '@padel/contracts';
import { useApi, useAuth } from '@padel/platform';

/** Same key as every micro-frontend uses for the caller's profile (decision 033: the API path after /api). */
export const myProfileQueryKey = ['profile', 'me'] as const;

/**
 * The role of the caller's profile, read only when a session exists (SPEC §7). A failed response counts
 * as no profile: null.
 */
export function useProfileRole(): Role | null {
  const { status } = useAuth();
  const api = useApi();
  const profile = useQuery({
    queryKey: myProfileQueryKey,
    queryFn: () => api('/profile/me', { schema: ProfileSchema, auth: 'required' }),
    enabled: status === 'signed-in',
  });
  return status === 'signed-in' && profile.isSuccess ? profile.data.role : null;
}
