import { createEvent } from '@padel/service-kit';
import {
  findEntryById,
  findWaitlist,
  markConfirmed,
  markPromoted,
  markWaitlisted,
  countPlacesAndWaitlist,
  type EntryConfirmationRecord,
  type EntryRecord,
} from '../data-access/entry-repository';
import { claimPlace, findPlaceOfEntry, handOverPlace, releasePlace } from '../data-access/place-repository';
import type { TournamentRecord } from '../data-access/tournament-repository';

/**
 * Capacity and waitlist (decision 198). A tournament with `max_teams` has that many places, each a document claimed
 * by a unique insert (place-repository): an entry is confirmed only while it holds one, so concurrent confirmations
 * never exceed the capacity. A confirmation that finds every place held waits on the waitlist (ordered by when it
 * was confirmed); a confirmed entry that leaves (withdrawn, rejected) hands its place to the first waiting entry.
 */

const WAITLIST_BATCH = 20;

/**
 * Completes a claimed confirmation: confirmed when the tournament has no capacity or a place is free, otherwise
 * waitlisted (entry-waitlisted). A place freed between the two steps is taken again at once (the withdrawal may have
 * looked for waiting entries just before this one was waitlisted).
 */
export async function settleConfirmation(
  entry: EntryRecord,
  tournament: TournamentRecord,
  confirmedBy: string[],
  claim: EntryConfirmationRecord,
): Promise<void> {
  const entryId = String(entry._id);
  // A repeated request that finds the entry settled already changes nothing.
  if ((await findEntryById(entryId))?.status !== 'pending_both') return;
  const capacity = tournament.max_teams ?? null;
  if (capacity === null || (await claimPlace(entry.tournament_id, capacity, entryId))) {
    await markConfirmed(entry._id, confirmedBy, claim);
    return;
  }
  const { waitlistLength } = await countPlacesAndWaitlist(entry.tournament_id);
  const waitlisted = createEvent(
    'entry-waitlisted',
    {
      entryId,
      tournamentId: entry.tournament_id,
      tournamentTitle: tournament.title,
      teamId: entry.team_id,
      player1: entry.player1,
      player2: entry.player2,
      place: waitlistLength + 1,
      waitlistedAt: claim.confirmed_at.toISOString(),
    },
    'tournaments',
  );
  await markWaitlisted(entry._id, confirmedBy, claim.confirmed_at, waitlisted);
  const [first] = await findWaitlist(entry.tournament_id, 1);
  if (first && (await claimPlace(entry.tournament_id, capacity, String(first._id)))) await promote(first, tournament);
}

/** entry-confirmed for the entry: its second confirmation, or (promoted) a freed place taken from the waitlist. */
export function entryConfirmedEvent(entry: EntryRecord, tournament: TournamentRecord, at: Date, promoted = false) {
  return createEvent(
    'entry-confirmed',
    {
      entryId: String(entry._id),
      tournamentId: entry.tournament_id,
      tournamentTitle: tournament.title,
      teamId: entry.team_id,
      player1: entry.player1,
      player2: entry.player2,
      confirmedAt: at.toISOString(),
      ...(promoted ? { promoted } : {}),
    },
    'tournaments',
  );
}

/** The waiting entry that got a place: confirmed, entry-confirmed (promoted) published; if it left meanwhile, the place passes on. */
async function promote(waiting: EntryRecord, tournament: TournamentRecord): Promise<void> {
  const at = new Date();
  const event = entryConfirmedEvent(waiting, tournament, at, true);
  if (await markPromoted(waiting._id, at, event)) return;
  const current = await findEntryById(String(waiting._id));
  if (current?.status === 'confirmed') return;
  // Rejected (or gone) while its place was handed over: the place goes to the next one.
  await passOnPlaceOf(String(waiting._id), tournament);
}

/**
 * The entry no longer holds a place (withdrawn or rejected): its place goes to the first waiting entry, or is freed
 * when nobody waits. Only the step that claimed the entry's withdrawal or rejection calls this, so the place document
 * has one writer. After the draw the place is only freed.
 */
export async function passOnPlaceOf(entryId: string, tournament: TournamentRecord): Promise<void> {
  const place = await findPlaceOfEntry(entryId);
  if (!place) return;
  const tournamentId = String(tournament._id);
  if (!tournament.progress?.drawn) {
    for (let batch = 0; batch < 5; batch += 1) {
      const waiting = await findWaitlist(tournamentId, WAITLIST_BATCH);
      for (const candidate of waiting) {
        const outcome = await handOverPlace(place._id, entryId, String(candidate._id));
        if (outcome === 'gone') return;
        if (outcome === 'handed') {
          await promote(candidate, tournament);
          return;
        }
      }
      if (waiting.length < WAITLIST_BATCH) break;
    }
  }
  await releasePlace(place._id, entryId);
  if (tournament.progress?.drawn || !tournament.max_teams) return;
  // An entry waitlisted while the place was being freed takes it now.
  const [first] = await findWaitlist(tournamentId, 1);
  if (first && (await claimPlace(tournamentId, tournament.max_teams, String(first._id)))) await promote(first, tournament);
}
