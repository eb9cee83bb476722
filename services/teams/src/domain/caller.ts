import type { Principal } from '@padel/service-kit';
import { decodeJwt } from 'jose';
import type { MemberSnapshot } from '../data-access/team-repository';

/** The signed-in caller as the teams service needs it: id, verified email, and a profile snapshot from the token. */
export interface Caller {
  id: string;
  /** Lower-cased email when the token says it is verified, else null (email invitations match only verified emails). */
  verifiedEmail: string | null;
  profile: MemberSnapshot;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Reads the name and email claims of the caller's access token (already verified by `authenticate`).
 * The teams service never reads another service's database: this is its source for member snapshots.
 */
export function callerOf(principal: Principal): Caller {
  const claims = decodeJwt(principal.token);
  const email = text(claims.email)?.toLowerCase() ?? principal.email?.toLowerCase() ?? null;
  const fullName = text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null) ?? email;
  return {
    id: principal.sub,
    verifiedEmail: email && claims.email_verified === true ? email : null,
    profile: { id: principal.sub, full_name: fullName ?? principal.sub, email, country: null, photo_url: null },
  };
}
