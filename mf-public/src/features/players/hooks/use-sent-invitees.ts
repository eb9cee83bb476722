import { useMemo } from 'react';
import { useSentInvitations } from '@padel/api';

/** Ids of the players the caller has pending invitations to (decision 060: they block a second invitation). */
export function useSentInvitees(): string[] {
  const sent = useSentInvitations();
  return useMemo(() => (sent.data ?? []).flatMap((invitation) => (invitation.invitee ? [invitation.invitee] : [])), [sent.data]);
}
