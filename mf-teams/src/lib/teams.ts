import type { MemberProfile, Team } from '@padel/contracts';

export const UNKNOWN_PLAYER = 'Unknown Player';
export const UNKNOWN_PARTNER = 'Unknown Partner';
export const UNKNOWN_TOURNAMENT = 'Unknown Tournament';

/** The other member of a team, as seen by `userId`. */
export function partnerOf(team: Team, userId: string): { id: string; profile: MemberProfile | null } {
  return team.player1 === userId
    ? { id: team.player2, profile: team.player2_profile }
    : { id: team.player1, profile: team.player1_profile };
}

/** The partner's name with the spec's fallback label. */
export function partnerNameOf(team: Team | null | undefined, userId: string): string {
  if (!team) return UNKNOWN_PARTNER;
  return partnerOf(team, userId).profile?.full_name?.trim() || UNKNOWN_PARTNER;
}

/** Whether `userId` is the first member (player1) of the team. */
export function isFirstMember(team: Team, userId: string): boolean {
  return team.player1 === userId;
}
