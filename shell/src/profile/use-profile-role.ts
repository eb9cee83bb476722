import type { Role } from '@padel/contracts';
import { useAuth } from '@padel/platform';
import { useMyProfile } from '@padel/api';

/**
 * The role of the caller's profile, read only when a session exists (SPEC §7). A failed response counts
 * as no profile: null.
 */
export function useProfileRole(): Role | null {
  const { status } = useAuth();
  const profile = useMyProfile();
  return status === 'signed-in' && profile.isSuccess ? profile.data.role : null;
}
