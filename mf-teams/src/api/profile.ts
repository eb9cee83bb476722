import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfilePatchResponseSchema, ProfileResponseSchema, type ProfilePatch, type ProfilePatchResponse } from '@padel/contracts';
import { useApi } from '@padel/platform';
import type { MutationCallbacks } from './mutation-callbacks';
import { queryKeys } from './query-keys';

/** The caller's profile (GET /api/profile/me). */
export function useMyProfile() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => api('/profile/me', { schema: ProfileResponseSchema, auth: 'required' }),
  });
}

/** PATCH /api/profile/me; refreshes the profile and the players list (Rankings shows the same data). */
export function useUpdateProfile({ onSuccess, onError }: MutationCallbacks<ProfilePatchResponse, ProfilePatch> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      api('/profile/me', { method: 'PATCH', body: patch, schema: ProfilePatchResponseSchema, auth: 'required' }),
    onSuccess: async (data, patch) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['players'] }),
      ]);
      onSuccess?.(data, patch);
    },
    onError,
  });
}
