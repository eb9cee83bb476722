import {
  MessageResponseSchema,
  ProfilePatchResponseSchema,
  ProfileResponseSchema,
  type MessageResponse,
  type PreferredLanguage,
  type ProfilePatch,
  type ProfilePatchResponse,
} from '@padel/contracts';
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

/** POST /api/auth/verification-mail: Keycloak mails the link that confirms the caller's address again (issue 33). */
export function useResendVerificationMail(callbacks: MutationCallbacks<MessageResponse, void> = {}) {
  return useApiMutation({
    request: (api) => api('/auth/verification-mail', { method: 'POST', body: {}, schema: MessageResponseSchema, auth: 'required' }),
    changes: 'mailSent',
    ...callbacks,
  });
}

/**
 * PATCH /api/profile/me {language}: the signed-in player's mail language follows the site's switch (decision 198);
 * only the profile refreshes.
 */
export function useSaveMailLanguage(callbacks: MutationCallbacks<ProfilePatchResponse, PreferredLanguage> = {}) {
  return useApiMutation({
    request: (api, language: PreferredLanguage) =>
      api('/profile/me', { method: 'PATCH', body: { language }, schema: ProfilePatchResponseSchema, auth: 'required' }),
    changes: 'languageChange',
    ...callbacks,
  });
}
