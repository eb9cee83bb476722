import {
  apiMessageBody,
  TournamentEditSchema,
  type TournamentChangeResponse,
  type TournamentEdit,
  type TournamentHostStatus,
  type UpdateTournament,
  type MessageResponse,
} from '@padel/contracts';
import { AppError, createEvent, validate, type Principal } from '@padel/service-kit';
import { findActiveDraw } from '../data-access/draw-repository';
import { findEntriesOfTournament } from '../data-access/entry-repository';
import {
  applyFieldsChange,
  applyStatusChange,
  claimTournamentChange,
  deleteTournament,
  findTournamentById,
  revisionOf,
  statusRevisionOf,
  type TournamentChangeRecord,
  type TournamentRecord,
} from '../data-access/tournament-repository';
import { isPublic, mayManage } from './tournament-access';
import { toHostTournament } from './tournaments-service';

/**
 * Housekeeping of a tournament by its organizer or an admin (decision 113): edit it while no team has entered it,
 * publish, unpublish (draft) or close it, and delete a draft. Exclusive steps are claims by insert (decision 050).
 */

/** The tournament the caller may change: 404 when unknown (or unpublished and not theirs), 403 for others. */
async function changeableTournament(caller: Principal, id: string): Promise<TournamentRecord> {
  const tournament = await findTournamentById(id);
  if (!tournament || (!isPublic(tournament) && !mayManage(tournament, caller))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  if (!mayManage(tournament, caller)) throw new AppError(403, 'ONLY_ORGANIZER_CAN_CHANGE');
  return tournament;
}

async function assertNotDrawn(tournament: TournamentRecord): Promise<void> {
  if (tournament.progress?.drawn || (await findActiveDraw(String(tournament._id))))
    throw new AppError(409, 'TOURNAMENT_DRAWN_UNCHANGEABLE');
}

async function assertNoEntries(tournament: TournamentRecord): Promise<void> {
  if ((await findEntriesOfTournament(String(tournament._id))).length > 0) throw new AppError(409, 'TOURNAMENT_HAS_ENTRIES');
}

const fieldsKey = (id: string, revision: number) => `${id}:fields:${revision}`;
const statusKey = (id: string, statusRevision: number) => `${id}:status:${statusRevision}`;

/**
 * Another step holds the key of this revision of the fields: an edit stored before is applied (it may have stopped
 * halfway), a deletion finished; then the caller learns why it cannot go on.
 */
async function giveWayTo(existing: TournamentChangeRecord, revision: number): Promise<never> {
  if (existing.kind === 'entries') throw new AppError(409, 'TOURNAMENT_HAS_ENTRIES');
  if (existing.kind === 'delete') {
    await deleteTournament(existing.tournament_id);
    throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  }
  await applyFieldsChange(existing.tournament_id, revision, existing.fields ?? {});
  throw new AppError(409, 'TOURNAMENT_CHANGED_MEANWHILE');
}

/**
 * Freezes the tournament's fields for an entry being made (its first entry claims the revision; later ones share the
 * claim), so no edit or deletion can apply to the tournament the entry was checked against. 409 when an edit claimed
 * it first, 404 when a deletion did.
 */
export async function freezeFieldsForEntry(tournament: TournamentRecord, callerId: string): Promise<void> {
  const id = String(tournament._id);
  const revision = revisionOf(tournament);
  const claim = await claimTournamentChange({
    _id: fieldsKey(id, revision),
    tournament_id: id,
    kind: 'entries',
    by: callerId,
    at: new Date(),
  });
  if (!claim.claimed && claim.existing.kind !== 'entries') await giveWayTo(claim.existing, revision);
}

const stored = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The stored form of an edited tournament's fields (a Major stays one while its category stays gold). */
function storedFields(tournament: TournamentRecord, edit: TournamentEdit): Record<string, unknown> {
  return {
    title: edit.title,
    category: edit.category,
    tier: tournament.tier === 'major' && edit.category === 'gold' ? 'major' : edit.category,
    level: edit.level,
    start_date: edit.start_date,
    end_date: edit.end_date ?? null,
    city: edit.city,
    country: edit.country,
    entry_open_at: stored(edit.entry_open_at),
    entry_close_at: stored(edit.entry_close_at),
    max_teams: edit.max_teams ?? null,
    entry_fee: edit.entry_fee ?? null,
  };
}

/** The editable fields as the API gives them, for checking a change against the create form's rules. */
function editableFields(tournament: TournamentRecord) {
  const { title, category, level, start_date, end_date, city, country, entry_open_at, entry_close_at, max_teams, entry_fee } =
    toHostTournament(tournament);
  return { title, category, level, start_date, end_date, city, country, entry_open_at, entry_close_at, max_teams, entry_fee };
}

type ChangeCode = 'TOURNAMENT_UPDATED' | 'TOURNAMENT_PUBLISHED' | 'TOURNAMENT_NOW_DRAFT' | 'TOURNAMENT_CLOSED';

/** The answer: the message and the tournament as it is now. */
async function answerWith(code: ChangeCode, id: string): Promise<TournamentChangeResponse> {
  const tournament = await findTournamentById(id);
  if (!tournament) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  return { ...apiMessageBody(code), tournament: toHostTournament(tournament) };
}

/**
 * Edits a tournament no team has entered (in any status) and that has no draw. The result must pass the create form's
 * rules (400). The edit claims the revision of the fields it replaces, against the first entry and other edits.
 */
export async function updateTournament(caller: Principal, id: string, change: UpdateTournament): Promise<TournamentChangeResponse> {
  const tournament = await changeableTournament(caller, id);
  await assertNotDrawn(tournament);
  await assertNoEntries(tournament);
  const edit = validate(TournamentEditSchema, { ...editableFields(tournament), ...change });
  const revision = revisionOf(tournament);
  const fields = storedFields(tournament, edit);
  const claim = await claimTournamentChange({
    _id: fieldsKey(id, revision),
    tournament_id: id,
    kind: 'edit',
    by: caller.sub,
    at: new Date(),
    fields,
  });
  if (!claim.claimed) await giveWayTo(claim.existing, revision);
  if (!(await applyFieldsChange(id, revision, fields))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  return answerWith('TOURNAMENT_UPDATED', id);
}

const statusMessage: Record<TournamentHostStatus, ChangeCode> = {
  published: 'TOURNAMENT_PUBLISHED',
  draft: 'TOURNAMENT_NOW_DRAFT',
  closed: 'TOURNAMENT_CLOSED',
};

/**
 * Publishes, unpublishes (draft) or closes a tournament that has no draw: unpublished ones leave the public lists.
 * tournament-status-changed goes out with the change (entrants are told). Setting the status it has changes nothing;
 * two changes racing claim one status revision: the same change twice answers alike, another one is 409.
 */
export async function changeTournamentStatus(
  caller: Principal,
  id: string,
  status: TournamentHostStatus,
  now: Date = new Date(),
): Promise<TournamentChangeResponse> {
  const tournament = await changeableTournament(caller, id);
  if (tournament.status === status) return answerWith(statusMessage[status], id);
  await assertNotDrawn(tournament);
  const statusRevision = statusRevisionOf(tournament);
  const event = createEvent(
    'tournament-status-changed',
    {
      tournamentId: id,
      tournamentTitle: tournament.title,
      status,
      previousStatus: tournament.status,
      changedBy: caller.sub,
      changedAs: tournament.organizer_id === caller.sub ? 'organizer' : 'admin',
      changedAt: now.toISOString(),
      revision: statusRevision + 1,
    },
    'tournaments',
  );
  const claim = await claimTournamentChange({
    _id: statusKey(id, statusRevision),
    tournament_id: id,
    kind: 'status',
    by: caller.sub,
    at: now,
    status,
    event,
  });
  const applied = claim.claimed ? { status, event } : { status: claim.existing.status ?? status, event: claim.existing.event ?? event };
  if (!(await applyStatusChange(id, statusRevision, applied.status, applied.event))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
  if (applied.status !== status) throw new AppError(409, 'TOURNAMENT_CHANGED_MEANWHILE');
  return answerWith(statusMessage[status], id);
}

/** Deletes a draft no team has entered and that has no draw; the deletion claims the revision of its fields. */
export async function deleteDraft(caller: Principal, id: string): Promise<MessageResponse> {
  const tournament = await changeableTournament(caller, id);
  if (tournament.status !== 'draft') throw new AppError(409, 'ONLY_DRAFTS_DELETABLE');
  await assertNotDrawn(tournament);
  await assertNoEntries(tournament);
  const revision = revisionOf(tournament);
  const claim = await claimTournamentChange({
    _id: fieldsKey(id, revision),
    tournament_id: id,
    kind: 'delete',
    by: caller.sub,
    at: new Date(),
  });
  if (!claim.claimed && claim.existing.kind !== 'delete') await giveWayTo(claim.existing, revision);
  await deleteTournament(id);
  return apiMessageBody('TOURNAMENT_DELETED');
}
