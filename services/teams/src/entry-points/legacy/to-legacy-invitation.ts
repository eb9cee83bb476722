import type { LegacyInvitation } from '@padel/contracts';
import type { InvitationRecord } from '../../data-access/invitation-repository';

export function toLegacyInvitation(record: InvitationRecord): LegacyInvitation {
  return {
    id: String(record._id),
    inviterId: record.inviter,
    inviteeId: record.invitee ?? null,
    inviteeEmail: record.invitee_email ?? null,
    status: record.status,
  };
}
