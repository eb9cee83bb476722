import { useMemo } from 'react';
import type { Invitation, MemberProfile, Team } from '@padel/contracts';
import { useSharedT } from '@padel/ui-kit';

/** The spec's fallback names in English (tests, data); screens use `useFallbackNames()`. */
export const UNKNOWN_PARTNER = 'Unknown Partner';

/** The other member of a team, as seen by `userId`. */
export function partnerOf(team: Team, userId: string): { id: string; profile: MemberProfile | null } {
  return team.player1 === userId
    ? { id: team.player2, profile: team.player2_profile }
    : { id: team.player1, profile: team.player1_profile };
}

/** The partner's name with the spec's fallback label (`fallback`: that label translated, see `useFallbackNames()`). */
export function partnerNameOf(team: Team | null | undefined, userId: string, fallback: string = UNKNOWN_PARTNER): string {
  if (!team) return fallback;
  return partnerOf(team, userId).profile?.full_name?.trim() || fallback;
}

/**
 * The fallback names in the reader's language (Unknown Player / «لاعب غير معروف», Unknown Partner, Unknown
 * Tournament), and `partnerNameOf` with the translated fallback.
 */
export function useFallbackNames() {
  const t = useSharedT();
  return useMemo(() => {
    const partner = t('teams.unknownPartner');
    return {
      player: t('teams.unknownPlayer'),
      partner,
      tournament: t('teams.unknownTournament'),
      partnerNameOf: (team: Team | null | undefined, userId: string) => partnerNameOf(team, userId, partner),
    };
  }, [t]);
}

/** Whether `userId` is the first member (player1) of the team. */
export function isFirstMember(team: Team, userId: string): boolean {
  return team.player1 === userId;
}

/** Confirmed teams that have both users as members. */
export function sharedTeams(teams: readonly Team[], userId: string, otherId: string): Team[] {
  return teams.filter(
    (team) =>
      team.status === 'confirmed' && [team.player1, team.player2].includes(userId) && [team.player1, team.player2].includes(otherId),
  );
}

/** Whether a pending invitation exists between the two users, in either direction. */
export function hasPendingInvitation(invitations: readonly Invitation[], userId: string, otherId: string): boolean {
  return invitations.some(
    (invitation) =>
      invitation.status === 'pending' &&
      ((invitation.inviter === userId && invitation.invitee === otherId) ||
        (invitation.inviter === otherId && invitation.invitee === userId)),
  );
}

export type InviteBlock = 'self' | 'teammate' | 'pending' | null;

/** Why Invite as Partner is disabled, or null when it is allowed. `sentTo`: players with an invitation from the caller. */
export function inviteBlock(
  userId: string,
  playerId: string,
  teams: readonly Team[],
  invitations: readonly Invitation[],
  sentTo: readonly string[] = [],
): InviteBlock {
  if (userId === playerId) return 'self';
  if (sharedTeams(teams, userId, playerId).length > 0) return 'teammate';
  if (hasPendingInvitation(invitations, userId, playerId) || sentTo.includes(playerId)) return 'pending';
  return null;
}
