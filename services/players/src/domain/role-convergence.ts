import { roleOf, type Role } from '@padel/contracts';
import { planMail, PollingWorker, type Logger } from '@padel/service-kit';
import {
  findDueAccountStates,
  markAccountStateSynced,
  postponeAccountState,
  type AccountStateRecord,
} from '../data-access/account-state-repository';
import { findApplication } from '../data-access/application-repository';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { findProfile, updateProfile } from '../data-access/profile-repository';
import {
  findDueRoleAssignments,
  markRoleSynced,
  postponeRoleAssignment,
  type RoleAssignmentRecord,
} from '../data-access/role-assignment-repository';
import { applicationDecidedMail } from './application-mail';

/** Wishes handled per pass. */
const BATCH = 20;
/** Longest wait between two tries of a wish Keycloak did not take. */
const RETRY_MAX_MS = 60_000;

/** The workers running in this process, woken at once when a wish is recorded. */
const runningWorkers = new Set<RoleConvergence>();

/** Wakes the role workers of this process (a role or block wish was just recorded); the others find it on their timer. */
export function roleWishRecorded(): void {
  for (const worker of runningWorkers) worker.notify();
}

/**
 * Converges each recorded role wish (decision 199): the realm role in Keycloak first (adding or removing a mapping is
 * idempotent), then the profile's role from the realm roles Keycloak now has, then, for an approved application, the
 * applicant's mail; only then is the wish marked synced. A failed step leaves it due again later (1 s, 2 s, 4 s… up
 * to a minute), so Keycloak and the profile never stay apart: the next try repeats every step.
 */
export class RoleConvergence extends PollingWorker {
  constructor(
    private readonly accounts: KeycloakAccounts,
    private readonly options: { intervalMs: number; publicUrl?: string; logger: Logger },
  ) {
    super(options.intervalMs, options.logger, 'role convergence pass failed');
  }

  override start(): void {
    runningWorkers.add(this);
    super.start();
  }

  override async stop(): Promise<void> {
    runningWorkers.delete(this);
    await super.stop();
  }

  protected async pass(): Promise<void> {
    for (const wish of await findDueRoleAssignments(BATCH)) {
      if (this.isStopped) return;
      try {
        await this.converge(wish);
      } catch (error) {
        const attempts = wish.attempts + 1;
        this.logger.warn({ err: error, userId: wish.user_id, role: wish.role, attempts }, 'role not converged yet; trying again later');
        await postponeRoleAssignment(wish._id, wish.version, attempts, RETRY_MAX_MS);
      }
    }
    for (const wish of await findDueAccountStates(BATCH)) {
      if (this.isStopped) return;
      try {
        await this.convergeAccount(wish);
      } catch (error) {
        const attempts = wish.attempts + 1;
        this.logger.warn({ err: error, userId: wish._id, blocked: wish.blocked, attempts }, 'block not converged yet; trying again later');
        await postponeAccountState(wish._id, wish.version, attempts, RETRY_MAX_MS);
      }
    }
  }

  /**
   * A block (decision 202): the Keycloak account disabled (no new sign-in), then every session ended (no refresh);
   * an unblock enables it again. Both calls are idempotent, so a retry repeats them.
   */
  private async convergeAccount(wish: AccountStateRecord): Promise<void> {
    const exists = await this.accounts.setEnabled(wish._id, !wish.blocked);
    if (!exists) this.logger.warn({ userId: wish._id }, 'block wish of a user Keycloak no longer has: dropped');
    else if (wish.blocked) await this.accounts.endSessions(wish._id);
    await markAccountStateSynced(wish._id, wish.version);
  }

  private async converge(wish: RoleAssignmentRecord): Promise<void> {
    const current = await this.accounts.realmRolesOf(wish.user_id);
    if (current === undefined) {
      this.logger.warn({ userId: wish.user_id, role: wish.role }, 'role wish of a user Keycloak no longer has: dropped');
      await markRoleSynced(wish._id, wish.version);
      return;
    }
    let roles: string[] = current;
    if (wish.granted && !current.includes(wish.role)) {
      await this.accounts.assignRealmRoles(wish.user_id, [wish.role]);
      roles = [...current, wish.role];
    } else if (!wish.granted && current.includes(wish.role)) {
      await this.accounts.removeRealmRoles(wish.user_id, [wish.role]);
      roles = current.filter((role) => role !== wish.role);
    }
    const profile = await findProfile(wish.user_id);
    const role: Role = roleOf(roles);
    if (profile && profile.role !== role) await updateProfile(wish.user_id, { role });
    if (wish.granted && wish.application_id) await this.mailApproval(wish.application_id);
    await markRoleSynced(wish._id, wish.version);
  }

  private async mailApproval(applicationId: string): Promise<void> {
    const application = await findApplication(applicationId);
    if (!application || application.status !== 'approved') return;
    const profile = await findProfile(application.user_id);
    await planMail(
      `application-decided:${application._id}`,
      applicationDecidedMail({
        to: application.applicant_email,
        name: application.applicant_name,
        organization: application.organization_name,
        language: profile?.language ?? 'en',
        publicUrl: this.options.publicUrl,
      }),
    );
  }
}
