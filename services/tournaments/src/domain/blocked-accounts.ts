import type { EventOf } from '@padel/contracts';
import { AppError, type Logger } from '@padel/service-kit';
import { findEntriesOfPlayer } from '../data-access/entry-repository';
import { findTournamentById } from '../data-access/tournament-repository';
import { withdrawEntry } from './entries-service';

/** The user's entries read per pass (newest first), and the passes at most. */
const PAGE = { skip: 0, limit: 100, counted: false };
const MAX_PASSES = 50;

/**
 * account-blocked (decision 202): the blocked user's entries that are pending or confirmed in a tournament not yet
 * drawn are withdrawn as the user's own withdrawal would (entry-withdrawn published, a freed place passed to the
 * waitlist). Idempotent: a redelivery finds them withdrawn; one that cannot be withdrawn any more (started, decided
 * meanwhile: 409) is left as it is.
 */
export async function withdrawEntriesOfBlockedUser(event: EventOf<'account-blocked'>, logger: Logger): Promise<void> {
  const { userId } = event.data;
  const tried = new Set<string>();
  let withdrawn = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const { items } = await findEntriesOfPlayer(userId, PAGE, { withdrawn: false });
    const todo = items.filter(
      (entry) => !tried.has(String(entry._id)) && (entry.status === 'pending_both' || entry.status === 'confirmed'),
    );
    if (todo.length === 0) break;
    for (const entry of todo) {
      const id = String(entry._id);
      tried.add(id);
      const tournament = await findTournamentById(entry.tournament_id);
      if (!tournament || tournament.progress) continue;
      try {
        await withdrawEntry(userId, id);
        withdrawn += 1;
      } catch (error) {
        if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 404)) throw error;
      }
    }
  }
  logger.info({ userId, withdrawn }, 'entries of a blocked account withdrawn');
}
