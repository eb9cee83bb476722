import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import {
  addPendingInvitation,
  findProfileIdByEmail,
  findProfileIdsHoldingInvitation,
  isInvitationClosed,
  recordInvitationClosure,
  removePendingInvitation,
} from '../data-access/profile-repository';
import { oneAtATimePerKey } from './one-at-a-time';

/**
 * One change of a profile's pending invitations at a time in this process: FerretDB 1.x applies an update by reading and
 * writing the whole document, so two at once on one profile (a player's invitations sent and closed together) may lose one.
 */
const perProfile = oneAtATimePerKey();

async function removeFromHolders(invitationId: string): Promise<number> {
  const holders = await findProfileIdsHoldingInvitation(invitationId);
  const removed = await Promise.all(holders.map((id) => perProfile(id, () => removePendingInvitation(id, invitationId))));
  return removed.filter(Boolean).length;
}

/**
 * invitation-sent: both players keep the invitation as pending on their profiles, so the partner search leaves each out
 * for the other (decision 180). An invitation by email names the invitee by a profile's email, if one has it. Idempotent
 * per invitation; nothing when the invitation was closed already (its invitation-closed came first).
 */
export async function recordInvitationSent(event: EventOf<'invitation-sent'>, logger: Logger): Promise<void> {
  const { invitationId, inviterId, inviteeId, inviteeEmail, expiresAt } = event.data;
  if (await isInvitationClosed(invitationId)) return;
  const invitee = inviteeId ?? (inviteeEmail ? await findProfileIdByEmail(inviteeEmail) : undefined);
  if (!invitee) {
    logger.info({ invitationId }, 'pending invitation to an address without a profile: not recorded');
    return;
  }
  const until = new Date(expiresAt);
  const added = await Promise.all([
    perProfile(inviterId, () => addPendingInvitation(inviterId, { invitationId, playerId: invitee, expiresAt: until })),
    perProfile(invitee, () => addPendingInvitation(invitee, { invitationId, playerId: inviterId, expiresAt: until })),
  ]);
  // Closed while it was being recorded: take it off again.
  if (await isInvitationClosed(invitationId)) await removeFromHolders(invitationId);
  logger.info({ invitationId, inviterUpdated: added[0], inviteeUpdated: added[1] }, 'pending invitation recorded');
}

/** invitation-closed (accepted, declined, cancelled, expired): the invitation is no longer pending on either profile. */
export async function recordInvitationClosed(event: EventOf<'invitation-closed'>, logger: Logger): Promise<void> {
  const { invitationId, status, closedAt } = event.data;
  await recordInvitationClosure(invitationId, new Date(closedAt));
  const removed = await removeFromHolders(invitationId);
  logger.info({ invitationId, status, removed }, 'pending invitation closed');
}
