import {
  ApplicationPageSchema,
  ApplicationResponseSchema,
  AuditPageSchema,
  OwnApplicationResponseSchema,
  type ApplicationResponse,
  type ApplicationStatus,
  type OrganizerApplicationRequest,
} from '@padel/contracts';
import { useApiMutation, useApiQuery, type MutationCallbacks } from '../core/hooks';
import { apiPath } from '../core/query-keys';

/** The caller's latest organizer application (GET /api/organizer-applications/me; null when none). */
export function useOwnApplication() {
  return useApiQuery('/organizer-applications/me', OwnApplicationResponseSchema, { auth: 'required' });
}

/** POST /api/organizer-applications: the caller applies to become an organizer. */
export function useApplyAsOrganizer(callbacks: MutationCallbacks<ApplicationResponse, OrganizerApplicationRequest> = {}) {
  return useApiMutation({
    request: (api, body: OrganizerApplicationRequest) =>
      api('/organizer-applications', { method: 'POST', body, schema: ApplicationResponseSchema, auth: 'required' }),
    changes: 'applicationChange',
    ...callbacks,
  });
}

/** POST /api/organizer-applications/:id/withdraw */
export function useWithdrawApplication(callbacks: MutationCallbacks<ApplicationResponse, string> = {}) {
  return useApiMutation({
    request: (api, id: string) =>
      api(apiPath('organizer-applications', id, 'withdraw'), { method: 'POST', schema: ApplicationResponseSchema, auth: 'required' }),
    changes: 'applicationChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** GET /api/admin/applications: a page, newest first, optionally of one state (admins only). */
export function useAdminApplications(page: number, status: ApplicationStatus | undefined) {
  return useApiQuery('/admin/applications', ApplicationPageSchema, { auth: 'required', params: { page, status }, keepPrevious: true });
}

export type ApplicationDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** POST /api/admin/applications/:id/approve or /reject (with its reason). */
export function useDecideApplication(callbacks: MutationCallbacks<ApplicationResponse, ApplicationDecision> = {}) {
  return useApiMutation({
    request: (api, decision: ApplicationDecision) =>
      api(apiPath('admin', 'applications', decision.id, decision.decision), {
        method: 'POST',
        body: decision.decision === 'reject' ? { reason: decision.reason } : {},
        schema: ApplicationResponseSchema,
        auth: 'required',
      }),
    changes: 'applicationChange',
    refreshOnError: true,
    ...callbacks,
  });
}

/** GET /api/admin/audit: the admin actions, newest first. */
export function useAuditLog(page: number) {
  return useApiQuery('/admin/audit', AuditPageSchema, { auth: 'required', params: { page }, keepPrevious: true });
}
