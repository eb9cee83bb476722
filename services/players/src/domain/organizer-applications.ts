import { randomUUID } from 'node:crypto';
import {
  OrganizerApplicationSchema,
  type ApplicationListQuery,
  type ApplicationPage,
  type AuditPage,
  type OrganizerApplication,
  type OrganizerApplicationRequest,
  type PageQuery,
} from '@padel/contracts';
import { AppError, planMail, sliceOf, type Principal } from '@padel/service-kit';
import {
  applyClosure,
  claimClosure,
  findApplication,
  findApplicationPage,
  findAuditPage,
  findClosure,
  findLatestApplicationOf,
  insertAuditEntry,
  insertOpenApplication,
  openKeyOf,
  type ApplicationClosureRecord,
  type ApplicationRecord,
} from '../data-access/application-repository';
import { findProfile } from '../data-access/profile-repository';
import { findRoleAssignment, wantRole } from '../data-access/role-assignment-repository';
import { applicationDecidedMail } from './application-mail';
import { ensureOwnProfile } from './profile-service';
import { roleWishRecorded } from './role-convergence';

/** The application as its applicant and the admins see it; `roleGranted`: the partner role is in place everywhere. */
export function toApplication(record: ApplicationRecord, roleGranted: boolean): OrganizerApplication {
  const { _id, open_key: _openKey, decided_by: _decidedBy, submitted_at, decided_at, ...fields } = record;
  // Parsed by the contract, which drops what the stored document has beyond it (mongoose's __v).
  return OrganizerApplicationSchema.parse({
    ...fields,
    id: _id,
    website: fields.website ?? null,
    venues: fields.venues ?? null,
    experience: fields.experience ?? null,
    reason: fields.reason ?? null,
    submitted_at: submitted_at.toISOString(),
    decided_at: decided_at?.toISOString() ?? null,
    role_granted: roleGranted,
  });
}

async function withRoleState(record: ApplicationRecord): Promise<OrganizerApplication> {
  if (record.status !== 'approved') return toApplication(record, false);
  const wish = await findRoleAssignment(record.user_id, 'partner');
  return toApplication(record, Boolean(wish?.granted && wish.synced));
}

/** Submits the caller's application: one open application per user (the unique open key), none from an organizer. */
export async function submitApplication(principal: Principal, request: OrganizerApplicationRequest): Promise<OrganizerApplication> {
  if (principal.roles.includes('partner')) throw new AppError(409, 'ALREADY_ORGANIZER');
  const profile = await ensureOwnProfile(principal);
  const record: ApplicationRecord = {
    _id: randomUUID(),
    user_id: principal.sub,
    applicant_name: profile.full_name,
    applicant_email: profile.email ?? principal.email ?? '',
    ...request,
    website: request.website ?? null,
    venues: request.venues ?? null,
    experience: request.experience ?? null,
    status: 'submitted',
    open_key: openKeyOf(principal.sub),
    reason: null,
    submitted_at: new Date(),
    decided_at: null,
    decided_by: null,
  };
  if (await insertOpenApplication(record)) return toApplication(record, false);
  // The open one may have been closed by a claim whose write did not finish (a crash midway): finish it, try once more.
  const open = await findLatestApplicationOf(principal.sub);
  if (open?.status === 'submitted' && (await finishClaimedClosure(open._id)) && (await insertOpenApplication(record))) {
    return toApplication(record, false);
  }
  throw new AppError(409, 'APPLICATION_ALREADY_OPEN');
}

/** Writes a closure claimed before onto its application; false when nothing had claimed it. */
async function finishClaimedClosure(applicationId: string): Promise<boolean> {
  const closure = await findClosure(applicationId);
  if (!closure) return false;
  await applyClosure(closure);
  return true;
}

/** The caller's latest application (null when they never applied). */
export async function ownApplication(principal: Principal): Promise<OrganizerApplication | null> {
  const latest = await findLatestApplicationOf(principal.sub);
  return latest ? withRoleState(latest) : null;
}

/** The code of a refusal to close an application already closed as `status`. */
const closedCode = (status: ApplicationClosureRecord['status']) =>
  status === 'withdrawn' ? ('APPLICATION_ALREADY_WITHDRAWN' as const) : ('APPLICATION_ALREADY_DECIDED' as const);

/**
 * Closes the application as `closure` says, once: the first claim wins; the same closure repeated by the same person
 * (a retry after a failure midway) finishes its steps again; any other gets 409.
 */
async function close(closure: ApplicationClosureRecord): Promise<ApplicationRecord> {
  const claim = await claimClosure(closure);
  const winner = claim.claimed ? closure : claim.existing;
  if (!claim.claimed && (winner.status !== closure.status || winner.by !== closure.by)) {
    throw new AppError(409, closedCode(winner.status));
  }
  const applied = await applyClosure(winner);
  if (!applied) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  return applied;
}

/** The applicant withdraws their own open application. Another's is as unknown as a missing one (404). */
export async function withdrawApplication(principal: Principal, id: string): Promise<OrganizerApplication> {
  const application = await findApplication(id);
  if (!application || application.user_id !== principal.sub) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  if (application.status !== 'submitted' && application.status !== 'withdrawn') throw new AppError(409, 'APPLICATION_ALREADY_DECIDED');
  const closed = await close({ _id: id, status: 'withdrawn', by: principal.sub, reason: null, at: new Date() });
  return toApplication(closed, false);
}

export async function listApplications(query: ApplicationListQuery): Promise<ApplicationPage> {
  const { items, total } = await findApplicationPage(query.status, sliceOf(query));
  return { items: await Promise.all(items.map(withRoleState)), page: query.page, limit: query.limit, total };
}

export async function readApplication(id: string): Promise<OrganizerApplication> {
  const application = await findApplication(id);
  if (!application) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  return withRoleState(application);
}

const auditViewOf = (record: ApplicationRecord) => ({ status: record.status, reason: record.reason ?? null });

/**
 * An admin approves or rejects an open application (decision 199). The decision is recorded first (the closure
 * claim); an approval then records the wish that the applicant be a partner, which the role worker converges into
 * Keycloak and the profile (and then mails the applicant); a rejection mails the applicant at once. The action goes to
 * the audit log. Repeating the same decision after a failure midway finishes the missing steps.
 */
export async function decideApplication(
  admin: Principal,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  publicUrl: string | undefined,
): Promise<OrganizerApplication> {
  const before = await findApplication(id);
  if (!before) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  if (before.status === 'withdrawn') throw new AppError(409, 'APPLICATION_ALREADY_WITHDRAWN');
  const reason = decision.status === 'rejected' ? decision.reason : null;
  const at = new Date();
  // The claim comes before any other step: a retry finds it and repeats the steps after it.
  const claim = await claimClosure({ _id: id, status: decision.status, by: admin.sub, reason, at });
  const winner = claim.claimed ? { status: decision.status, by: admin.sub, reason, at } : claim.existing;
  if (winner.status !== decision.status || winner.by !== admin.sub) throw new AppError(409, closedCode(winner.status));
  if (decision.status === 'approved') await wantRole(before.user_id, 'partner', true, id);
  const after = await applyClosure({ _id: id, ...winner });
  if (!after) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  await insertAuditEntry({
    _id: `application-${decision.status}:${id}`,
    actor_id: admin.sub,
    actor_name: admin.name,
    action: decision.status === 'approved' ? 'application-approved' : 'application-rejected',
    target_type: 'application',
    target_id: id,
    before: before.status === 'submitted' ? auditViewOf(before) : { status: 'submitted', reason: null },
    after: auditViewOf(after),
    at: winner.at,
  });
  if (decision.status === 'approved') {
    roleWishRecorded();
  } else {
    const profile = await findProfile(after.user_id);
    await planMail(
      `application-decided:${id}`,
      applicationDecidedMail({
        to: after.applicant_email,
        name: after.applicant_name,
        organization: after.organization_name,
        language: profile?.language ?? 'en',
        reason: decision.reason,
        publicUrl,
      }),
    );
  }
  return withRoleState(after);
}

export async function auditLog(query: PageQuery): Promise<AuditPage> {
  const { items, total } = await findAuditPage(sliceOf(query));
  return {
    items: items.map(({ _id, at, before, after, ...entry }) => ({
      ...entry,
      id: _id,
      before: before ?? null,
      after: after ?? null,
      at: at.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
