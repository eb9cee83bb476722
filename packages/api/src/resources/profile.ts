import { ProfilePatchResponseSchema, ProfileResponseSchema, type ProfilePatch, type ProfilePatchResponse } from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';

/** The caller's profile (GET /api/profile/me); asked only while signed in. */
export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery('/profile/me', ProfileResponseSchema, { auth: 'required', enabled });
}

/** PATCH /api/profile/me; the profile and the players list (Rankings shows the same data) refresh. */
export function useUpdateProfile(callbacks: MutationCallbacks<ProfilePatchResponse, ProfilePatch> = {}) {
  return useApiMutation({
    request: (api, patch: ProfilePatch) =>
      api('/profile/me', { method: 'PATCH', body: patch, schema: ProfilePatchResponseSchema, auth: 'required' }),
    changes: 'profileChange',
    ...callbacks,
  });
}
