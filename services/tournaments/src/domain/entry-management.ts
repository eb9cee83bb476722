import type { EntryStatus } from '@padel/contracts';
import { AppError, createEvent, type Principal } from '@padel/service-kit';
import type { EntryWithdrawalRecord } from '../data-access/entry-repository';
import {
  claimConfirmation,
  claimWithdrawal,
  findEntryById,
  markPaid,
  markRejected,
  type EntryRecord,
} from '../data-access/entry-repository';
import { findTournamentById, type TournamentRecord } from '../data-access/tournament-repository';
import { viewsOf, type EntryView } from './entries-service';
import { passOnPlaceOf } from './entry-places';
import { isPublic, mayManage } from './tournament-access';

/**
 * The organizer's (or an admin's) handling of one entry (decision 198): rejecting it with a reason, and marking its
 * entry fee paid or unpaid. 404 for an unknown entry or another organizer's unpublished tournament, 403 for others.
 */
async function managedEntry(caller: Principal, entryId: string): Promise<{ entry: EntryRecord; tournament: TournamentRecord }> {
  const entry = await findEntryById(entryId);
  if (!entry) throw new AppError(404, 'ENTRY_NOT_FOUND');
  const tournament = await findTournamentById(entry.tournament_id);
  if (!tournament || (!isPublic(tournament) && !mayManage(tournament, caller))) throw new AppError(404, 'ENTRY_NOT_FOUND');
  if (!mayManage(tournament, caller)) throw new AppError(403, 'ONLY_ORGANIZER_MANAGES_ENTRIES');
  return { entry, tournament };
}

async function viewOf(entryId: string): Promise<EntryView> {
  const [view] = await viewsOf([(await findEntryById(entryId)) as EntryRecord]);
  return view as EntryView;
}

const rejectable: readonly EntryStatus[] = ['pending_both', 'confirmed', 'waitlist'];

/**
 * Rejects a pending, confirmed or waitlisted entry before the draw: status rejected with the reason, entry-rejected
 * published (its players are told by mail), and a place it held passed to the first waitlisted entry. Against the
 * team's own confirm and withdraw it claims the same keys they do (a pending entry's end, then the withdrawal):
 * exactly one of them wins. The entry keeps its key, so the team cannot enter the tournament again.
 */
export async function rejectEntry(caller: Principal, entryId: string, reason: string, now: Date = new Date()): Promise<EntryView> {
  const { entry, tournament } = await managedEntry(caller, entryId);
  if (entry.status === 'withdrawn') throw new AppError(409, 'WITHDRAWN_NOT_REJECTABLE');
  if (entry.status === 'rejected') throw new AppError(409, 'ENTRY_ALREADY_REJECTED');
  if (tournament.progress?.drawn) throw new AppError(409, 'TOURNAMENT_DRAWN_UNCHANGEABLE');

  const id = String(entry._id);
  const event = createEvent(
    'entry-rejected',
    {
      entryId: id,
      tournamentId: entry.tournament_id,
      tournamentTitle: tournament.title,
      teamId: entry.team_id,
      player1: entry.player1,
      player2: entry.player2,
      reason,
      rejectedBy: caller.sub,
      rejectedAt: now.toISOString(),
    },
    'tournaments',
  );
  let claim: EntryWithdrawalRecord = { _id: id, by: caller.sub, withdrawn_at: now, event };
  if (entry.status === 'pending_both') {
    const ended = await claimConfirmation({ ...claim, confirmed_at: now, outcome: 'rejected' });
    if (!ended.claimed && ended.existing.outcome !== 'rejected') {
      // Confirmed (or withdrawn) just now: reject it as it is now.
      if (ended.existing.outcome === 'withdrawn') throw new AppError(409, 'WITHDRAWN_NOT_REJECTABLE');
    } else if (!ended.claimed) {
      claim = { ...claim, by: ended.existing.by, withdrawn_at: ended.existing.confirmed_at, event: ended.existing.event };
    }
  }
  const claimed = await claimWithdrawal(claim);
  if (!claimed.claimed) {
    if (claimed.existing.event.type !== 'entry-rejected') throw new AppError(409, 'WITHDRAWN_NOT_REJECTABLE');
    claim = claimed.existing;
  }
  const rejection = { reason, by: claim.by, at: claim.withdrawn_at };
  // The status may move once meanwhile (pending → confirmed or waitlist, waitlist → confirmed by a promotion).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await findEntryById(id);
    if (!current || current.status === 'rejected') break;
    if (!rejectable.includes(current.status)) throw new AppError(409, 'WITHDRAWN_NOT_REJECTABLE');
    if (await markRejected(current._id, current.status, rejection, claim.event)) break;
  }
  await passOnPlaceOf(id, tournament);
  return viewOf(id);
}

/** Marks the entry's fee paid or unpaid (a tournament with an entry fee only: 409 otherwise). */
export async function setEntryPaid(caller: Principal, entryId: string, paid: boolean): Promise<EntryView> {
  const { entry, tournament } = await managedEntry(caller, entryId);
  if (!tournament.entry_fee) throw new AppError(409, 'NO_ENTRY_FEE');
  await markPaid(entry._id, paid);
  return viewOf(String(entry._id));
}
