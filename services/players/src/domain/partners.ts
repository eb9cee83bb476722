import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { addPartner } from '../data-access/profile-repository';

/** invitation-accepted: both members of the new team record each other as partners (idempotent per team). */
export async function recordPartnership(event: EventOf<'invitation-accepted'>, logger: Logger): Promise<void> {
  const { inviterId, inviteeId, inviterName, inviteeName, teamId, acceptedAt } = event.data;
  const since = new Date(acceptedAt);
  const updated = await Promise.all([
    addPartner(inviterId, { partnerId: inviteeId, partnerName: inviteeName ?? null, teamId, since }),
    addPartner(inviteeId, { partnerId: inviterId, partnerName: inviterName ?? null, teamId, since }),
  ]);
  logger.info({ teamId, inviterUpdated: updated[0], inviteeUpdated: updated[1] }, 'partnership recorded');
}
