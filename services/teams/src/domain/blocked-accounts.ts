import type { EventOf } from '@padel/contracts';
import { AppError, type Logger } from '@padel/service-kit';
import { findPendingInvitationsFor, findPendingInvitationsSentBy } from '../data-access/invitation-repository';
import type { Caller } from './caller';
import { cancelInvitationById, declineInvitationById } from './invitations-service';

/** Every pending invitation counts, expired or not: a blocked user's are all closed. */
const ANY_AGE_DAYS = 100_000;
const SINCE_EVER = new Date(0);
const PAGE = { skip: 0, limit: 100, counted: false };
/** Passes over the user's pending invitations at most (each closes up to a page). */
const MAX_PASSES = 50;

/**
 * account-blocked (decision 202): the blocked user's pending invitations are closed as their own answers would close
 * them: the ones they sent cancelled, the ones they received declined, each with its invitation-closed. Idempotent:
 * a redelivery finds nothing pending, and one answered meanwhile by the other player (409) is left as answered.
 */
export async function closeInvitationsOfBlockedUser(event: EventOf<'account-blocked'>, logger: Logger): Promise<void> {
  const { userId } = event.data;
  const caller: Caller = {
    id: userId,
    verifiedEmail: null,
    unverifiedEmail: null,
    profile: { id: userId, full_name: '', email: null, country: null, photo_url: null },
  };
  const tried = new Set<string>();
  let closed = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const [sent, received] = await Promise.all([
      findPendingInvitationsSentBy(userId, SINCE_EVER, PAGE),
      findPendingInvitationsFor(userId, null, SINCE_EVER, PAGE),
    ]);
    const todo = [
      ...sent.items.map((invitation) => ({ id: String(invitation._id), close: cancelInvitationById })),
      ...received.items.map((invitation) => ({ id: String(invitation._id), close: declineInvitationById })),
    ].filter(({ id }) => !tried.has(id));
    if (todo.length === 0) break;
    for (const { id, close } of todo) {
      tried.add(id);
      try {
        await close(caller, id, ANY_AGE_DAYS);
        closed += 1;
      } catch (error) {
        // Answered meanwhile (409) or gone (404): nothing left to close.
        if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 404)) throw error;
      }
    }
  }
  logger.info({ userId, closed }, 'pending invitations of a blocked account closed');
}
