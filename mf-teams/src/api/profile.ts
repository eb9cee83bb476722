import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfilePatchResponseSchema, ProfileResponseSchema, type ProfilePatch } from '@padel/contracts';
import { useApi } from '@padel/platform';
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
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      api('/profile/me', { method: 'PATCH', body: patch, schema: ProfilePatchResponseSchema, auth: 'required' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['players'] }),
      ]);
    },
  });
}
