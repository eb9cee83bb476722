import type { EventEnvelope } from '@padel/contracts';
import { claimByInsert, findPage, withEvents, type ClaimResult, type Slice } from '@padel/service-kit';
import { isValidObjectId, Types } from 'mongoose';
import { InvitationAnswerModel, type InvitationAnswer, type InvitationAnswerRecord } from './invitation-answer-model';
import { InvitationModel, type InvitationRecord } from './invitation-model';
import type { MemberSnapshot } from './team-model';

export { EXPIRY, type InvitationAnswer, type InvitationAnswerRecord } from './invitation-answer-model';
export { emailKey, pairKey, type InvitationRecord, type InvitationStatus } from './invitation-model';

export type NewInvitation = Pick<
  InvitationRecord,
  'inviter' | 'invitee' | 'invitee_email' | 'token' | 'pending_key' | 'inviter_profile' | 'invitee_profile'
>;

/** An id for an invitation about to be written (its mail is planned under it first). */
export const newInvitationId = (): string => new Types.ObjectId().toHexString();

/** Inserts a pending invitation under `id`, with `sent` (its invitation-sent) in its outbox: one write. */
export async function insertInvitation(invitation: NewInvitation, id: string, sent: EventEnvelope): Promise<InvitationRecord> {
  const created = await InvitationModel.create(withEvents({ ...invitation, _id: new Types.ObjectId(id), status: 'pending' }, sent));
  return created.toObject<InvitationRecord>();
}

export async function findInvitationById(id: string): Promise<InvitationRecord | null> {
  if (!isValidObjectId(id)) return null;
  return InvitationModel.findById(id).lean<InvitationRecord>();
}

export async function findInvitationByToken(token: string): Promise<InvitationRecord | null> {
  return InvitationModel.findOne({ token }).lean<InvitationRecord>();
}

/**
 * A slice of the pending invitations addressed to the user by id, or by their (verified) email, sent after `sentAfter`
 * (older ones have expired, though they may not be closed yet), newest first, with how many when counted. Each side of
 * the `$or` is served with its order by `{ invitee: 1, status: 1, createdAt: -1 }` or
 * `{ invitee_email: 1, status: 1, createdAt: -1 }` (decision 194).
 */
export async function findPendingInvitationsFor(
  userId: string,
  email: string | null,
  sentAfter: Date,
  slice: Slice,
): Promise<{ items: InvitationRecord[]; total: number }> {
  const addressedTo: object[] = [{ invitee: userId }];
  if (email) addressedTo.push({ invitee: null, invitee_email: email });
  return findPage<InvitationRecord>(
    InvitationModel,
    { status: 'pending', createdAt: { $gt: sentAfter }, $or: addressedTo },
    { createdAt: -1, _id: -1 },
    slice,
  );
}

/** A slice of the pending invitations the user sent after `sentAfter` (see above), newest first (`{ inviter: 1, status: 1, createdAt: -1 }`). */
export async function findPendingInvitationsSentBy(
  userId: string,
  sentAfter: Date,
  slice: Slice,
): Promise<{ items: InvitationRecord[]; total: number }> {
  return findPage<InvitationRecord>(
    InvitationModel,
    { status: 'pending', inviter: userId, createdAt: { $gt: sentAfter } },
    { createdAt: -1, _id: -1 },
    slice,
  );
}

/** Every pending invitation matching one of the given conditions, expired or not (the either-direction duplicate check). */
export async function findPendingMatching(conditions: object[]): Promise<InvitationRecord[]> {
  if (conditions.length === 0) return [];
  return InvitationModel.find({ status: 'pending', $or: conditions }).lean<InvitationRecord[]>();
}

/**
 * Moves a pending invitation to `status`, with `closed` (its invitation-closed) in its outbox in the same write. Not a claim (FerretDB 1.x does not make conditional updates
 * exclusive): callers hold the invitation's answer claim first. Returns false when it was not pending.
 */
export async function closeInvitation(
  id: Types.ObjectId,
  status: InvitationAnswer,
  changes: { invitee?: string; team_id?: string },
  closed: EventEnvelope,
): Promise<boolean> {
  const result = await InvitationModel.updateOne(
    { _id: id, status: 'pending' },
    withEvents({ $set: { status, pending_key: `closed:${String(id)}`, responded_at: new Date(), ...changes } }, closed),
  );
  return result.modifiedCount === 1;
}

export type AnswerClaim = ClaimResult<InvitationAnswerRecord>;

/** Claims the invitation for `answer`; when it was answered before, returns that answer instead. */
export function claimAnswer(invitationId: string, answer: InvitationAnswer, by: string, invitee?: MemberSnapshot): Promise<AnswerClaim> {
  return claimByInsert(InvitationAnswerModel, { _id: invitationId, answer, by, answered_at: new Date(), invitee: invitee ?? null });
}

/** Gives the claim back (the answer could not be carried out; the invitation stays pending). */
export async function releaseAnswer(invitationId: string): Promise<void> {
  await InvitationAnswerModel.deleteOne({ _id: invitationId });
}
