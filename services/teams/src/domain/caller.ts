import type { Principal } from '@padel/service-kit';
import type { MemberSnapshot } from '../data-access/team-repository';

/** The signed-in caller as the teams service needs it: id, verified email, and a profile snapshot from the token. */
export interface Caller {
  id: string;
  /** Lower-cased email when the token says it is verified, else null (email invitations match only verified emails). */
  verifiedEmail: string | null;
  /** Lower-cased email the token names but does not say is verified yet, else null. */
  unverifiedEmail: string | null;
  profile: MemberSnapshot;
}

/**
 * The caller's name and email from their verified token. The teams service never reads another service's database:
 * this is its source for member snapshots.
 */
export function callerOf(principal: Principal): Caller {
  const email = principal.email?.trim().toLowerCase() || null;
  return {
    id: principal.sub,
    verifiedEmail: email && principal.emailVerified ? email : null,
    unverifiedEmail: email && !principal.emailVerified ? email : null,
    profile: { id: principal.sub, full_name: principal.name, email, country: null, photo_url: null },
  };
}
