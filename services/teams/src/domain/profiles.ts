import type { MemberProfile } from '@padel/contracts';
import type { MemberSnapshot } from '../data-access/team-repository';

export function toMemberProfile(snapshot: MemberSnapshot | null | undefined): MemberProfile | null {
  if (!snapshot) return null;
  return {
    id: snapshot.id,
    full_name: snapshot.full_name,
    email: snapshot.email ?? null,
    country: snapshot.country ?? null,
    photo_url: snapshot.photo_url ?? null,
  };
}

/**
 * The token's snapshot (name, email) completed with the country and photo the players service knows;
 * the token stays authoritative for name and email.
 */
export function withPlayerDetails(fromToken: MemberSnapshot, fromPlayers: MemberSnapshot | null | undefined): MemberSnapshot {
  return {
    ...fromToken,
    country: fromToken.country ?? fromPlayers?.country ?? null,
    photo_url: fromToken.photo_url ?? fromPlayers?.photo_url ?? null,
  };
}
