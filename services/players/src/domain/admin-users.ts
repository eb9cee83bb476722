import { setTimeout as sleep } from 'node:timers/promises';
import {
  searchKeyOf,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuery,
  GrantableRoleSchema,
  type GrantableRole,
  type RoleChange,
} from '@padel/contracts';
import { AppError, createEvent, sliceOf, type Principal } from '@padel/service-kit';
import {
  findAccountStates,
  releaseAdminLock,
  takeAdminLock,
  wantBlocked,
  type AccountStateRecord,
} from '../data-access/account-state-repository';
import { insertAuditEntry } from '../data-access/application-repository';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import {
  findAdminProfileIds,
  findPlayerPage,
  findProfile,
  findProfilePageByEmailPrefix,
  type ProfileRecord,
} from '../data-access/profile-repository';
import { findRoleAssignmentsOf, wantRole, type RoleAssignmentRecord } from '../data-access/role-assignment-repository';
import { roleWishRecorded } from './role-convergence';

const GRANTABLE: GrantableRole[] = GrantableRoleSchema.options;
/** How long one admin change may hold the admins' lock, and how long another waits for it before answering 409. */
const LOCK_HOLD_MS = 10_000;
const LOCK_WAIT_MS = 3_000;

const hasRoleByProfile = (profile: ProfileRecord, role: GrantableRole) =>
  role === 'admin' ? profile.role === 'admin' : profile.role === 'admin' || profile.role === 'partner';

function toAdminUser(profile: ProfileRecord, wishes: RoleAssignmentRecord[], account: AccountStateRecord | undefined): AdminUser {
  const has = (role: GrantableRole) => {
    const wish = wishes.find((candidate) => candidate.role === role);
    return wish ? wish.granted : hasRoleByProfile(profile, role);
  };
  return {
    id: profile._id,
    full_name: profile.full_name,
    email: profile.email ?? null,
    role: profile.role,
    partner: has('partner'),
    admin: has('admin'),
    blocked: account?.blocked ?? false,
    pending: wishes.some((wish) => !wish.synced) || (account !== undefined && !account.synced),
  };
}

/** The users as the admin sees them, with their role wishes and account states (by `_id`, one query each). */
async function toAdminUsers(profiles: ProfileRecord[]): Promise<AdminUser[]> {
  const ids = profiles.map((profile) => profile._id);
  const [wishes, accounts] = await Promise.all([findRoleAssignmentsOf(ids, GRANTABLE), findAccountStates(ids)]);
  return profiles.map((profile) =>
    toAdminUser(
      profile,
      wishes.filter((wish) => wish.user_id === profile._id),
      accounts.find((account) => account._id === profile._id),
    ),
  );
}

/**
 * A page of users (decision 202): text with `@` is an e-mail prefix (the unique e-mail index), other text a name
 * search (decision 180's prefixes), none the registered players by name.
 */
export async function listUsers(query: AdminUserQuery): Promise<AdminUserPage> {
  const slice = sliceOf(query);
  const q = query.q ?? '';
  const { items, total } = q.includes('@')
    ? await findProfilePageByEmailPrefix(q, slice)
    : await findPlayerPage({ key: searchKeyOf(q), excludedIds: [], skip: slice.skip, limit: slice.limit }).then(({ players, total }) => ({
        items: players,
        total,
      }));
  return { items: await toAdminUsers(items), page: query.page, limit: query.limit, total };
}

async function profileOrNotFound(id: string): Promise<ProfileRecord> {
  const profile = await findProfile(id);
  if (!profile) throw new AppError(404, 'USER_NOT_FOUND');
  return profile;
}

export async function readUser(id: string): Promise<AdminUser> {
  const [user] = await toAdminUsers([await profileOrNotFound(id)]);
  return user as AdminUser;
}

/**
 * Runs `change` while holding the admins' lock, after checking that an admin other than `target` stays: one who is
 * an admin in Keycloak (the truth for realm roles) and in their profile here, whose admin role is not being removed
 * and whose account is not (being) blocked. The lock makes two removals at once see each other's wish.
 */
async function keepingAnotherAdmin(accounts: KeycloakAccounts, target: string, change: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let holder = await takeAdminLock(LOCK_HOLD_MS);
  while (!holder && Date.now() < deadline) {
    await sleep(100);
    holder = await takeAdminLock(LOCK_HOLD_MS);
  }
  if (!holder) throw new AppError(409, 'ADMINS_BUSY');
  try {
    const inKeycloak = (await accounts.usersWithRealmRole('admin')).filter((id) => id !== target);
    const candidates = await findAdminProfileIds(inKeycloak);
    const [removals, blocks] = await Promise.all([findRoleAssignmentsOf(candidates, ['admin']), findAccountStates(candidates)]);
    const remaining = candidates.filter(
      (id) =>
        !removals.some((wish) => wish.user_id === id && !wish.granted) && !blocks.some((account) => account._id === id && account.blocked),
    );
    if (remaining.length === 0) throw new AppError(409, 'LAST_ADMIN');
    await change();
  } finally {
    await releaseAdminLock(holder);
  }
}

const auditIdOf = (action: string, userId: string) => `${action}:${userId}:${Date.now().toString(36)}`;

/**
 * Grants or removes partner or admin (decision 202, on 199's convergence): the wish is recorded first, the worker
 * puts it into Keycloak and the profile. Removing admin never leaves the league without one.
 */
export async function changeRole(
  accounts: KeycloakAccounts | undefined,
  admin: Principal,
  id: string,
  change: RoleChange,
): Promise<AdminUser> {
  const before = await readUser(id);
  const record = async () => {
    await wantRole(id, change.role, change.granted);
    await insertAuditEntry({
      _id: auditIdOf(change.granted ? 'role-granted' : 'role-removed', id),
      actor_id: admin.sub,
      actor_name: admin.name,
      action: change.granted ? 'role-granted' : 'role-removed',
      target_type: 'user',
      target_id: id,
      before: { [change.role]: before[change.role] },
      after: { [change.role]: change.granted },
      at: new Date(),
    });
  };
  if (change.role === 'admin' && !change.granted) await keepingAnotherAdmin(requireAccounts(accounts), id, record);
  else await record();
  roleWishRecorded();
  return readUser(id);
}

/** Blocks or unblocks the account (decision 202): recorded first, then the worker disables or enables it in Keycloak. */
export async function setBlocked(
  accounts: KeycloakAccounts | undefined,
  admin: Principal,
  id: string,
  blocked: boolean,
): Promise<AdminUser> {
  if (blocked && id === admin.sub) throw new AppError(409, 'CANNOT_BLOCK_SELF');
  const before = await readUser(id);
  const record = async () => {
    const at = new Date();
    const event = blocked
      ? createEvent('account-blocked', { userId: id, blockedBy: admin.sub, blockedAt: at.toISOString() }, 'players')
      : undefined;
    await wantBlocked(id, blocked, event);
    await insertAuditEntry({
      _id: auditIdOf(blocked ? 'user-blocked' : 'user-unblocked', id),
      actor_id: admin.sub,
      actor_name: admin.name,
      action: blocked ? 'user-blocked' : 'user-unblocked',
      target_type: 'user',
      target_id: id,
      before: { blocked: before.blocked },
      after: { blocked },
      at: new Date(),
    });
  };
  if (blocked && before.admin) await keepingAnotherAdmin(requireAccounts(accounts), id, record);
  else await record();
  roleWishRecorded();
  return readUser(id);
}

function requireAccounts(accounts: KeycloakAccounts | undefined): KeycloakAccounts {
  if (!accounts) throw new AppError(503, 'AUTH_UNAVAILABLE');
  return accounts;
}
