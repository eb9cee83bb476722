import { InvitationStatusSchema, type InvitationStatus } from '@padel/contracts';
import { Schema, isValidObjectId, model, type Types } from 'mongoose';
import type { InvitationAnswerRecord } from './invitation-answer-model';
import { memberSnapshotSchema, type MemberSnapshot } from './team-model';

export type { InvitationStatus };

export interface InvitationRecord {
  _id: Types.ObjectId;
  inviter: string;
  /** Invited user id; null for an invitation by email until it is accepted. */
  invitee: string | null;
  /** Lower-cased. */
  invitee_email: string | null;
  /** Random single-use secret of the accept link. */
  token: string;
  status: InvitationStatus;
  /**
   * `pair:<a>|<b>` (sorted user ids) or `email:<inviter>|<email>` while pending, `closed:<_id>` afterwards.
   * Unique, so two concurrent requests cannot leave two pending invitations between the same players
   * (FerretDB has no partial indexes, hence the per-document value once closed).
   */
  pending_key: string;
  inviter_profile: MemberSnapshot | null;
  invitee_profile: MemberSnapshot | null;
  team_id: string | null;
  responded_at: Date | null;
  createdAt: Date;
}

const invitationSchema = new Schema(
  {
    inviter: { type: String, required: true },
    invitee: { type: String, default: null },
    invitee_email: { type: String, default: null, lowercase: true, trim: true },
    token: { type: String, required: true },
    status: { type: String, enum: InvitationStatusSchema.options, default: 'pending' },
    pending_key: { type: String, required: true },
    inviter_profile: { type: memberSnapshotSchema, default: null },
    invitee_profile: { type: memberSnapshotSchema, default: null },
    team_id: { type: String, default: null },
    responded_at: { type: Date, default: null },
  },
  { collection: 'team_invitations', timestamps: true },
);
invitationSchema.index({ token: 1 }, { unique: true });
invitationSchema.index({ pending_key: 1 }, { unique: true });
invitationSchema.index({ invitee: 1, status: 1 });
invitationSchema.index({ invitee_email: 1, status: 1 });
invitationSchema.index({ inviter: 1, status: 1 });

export const InvitationModel = model<InvitationRecord>('TeamInvitation', invitationSchema as unknown as Schema<InvitationRecord>);

export const pairKey = (a: string, b: string): string => `pair:${[a, b].sort().join('|')}`;
export const emailKey = (inviter: string, email: string): string => `email:${inviter}|${email}`;

export type NewInvitation = Pick<
  InvitationRecord,
  'inviter' | 'invitee' | 'invitee_email' | 'token' | 'pending_key' | 'inviter_profile' | 'invitee_profile'
>;

export async function insertInvitation(invitation: NewInvitation): Promise<InvitationRecord> {
  const created = await InvitationModel.create({ ...invitation, status: 'pending' });
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
 * Pending invitations addressed to the user by id, or by their (verified) email, sent after `sentAfter` (older
 * ones have expired, though they may not be closed yet). Newest first.
 */
export async function findPendingInvitationsFor(userId: string, email: string | null, sentAfter: Date): Promise<InvitationRecord[]> {
  const addressedTo: object[] = [{ invitee: userId }];
  if (email) addressedTo.push({ invitee: null, invitee_email: email });
  return InvitationModel.find({ status: 'pending', createdAt: { $gt: sentAfter }, $or: addressedTo })
    .sort({ createdAt: -1, _id: -1 })
    .lean<InvitationRecord[]>();
}

/** Pending invitations the user sent after `sentAfter` (see above), newest first. */
export async function findPendingInvitationsSentBy(userId: string, sentAfter: Date): Promise<InvitationRecord[]> {
  return InvitationModel.find({ status: 'pending', inviter: userId, createdAt: { $gt: sentAfter } })
    .sort({ createdAt: -1, _id: -1 })
    .lean<InvitationRecord[]>();
}

/** Every pending invitation matching one of the given conditions, expired or not (the either-direction duplicate check). */
export async function findPendingMatching(conditions: object[]): Promise<InvitationRecord[]> {
  if (conditions.length === 0) return [];
  return InvitationModel.find({ status: 'pending', $or: conditions }).lean<InvitationRecord[]>();
}

/**
 * Moves a pending invitation to `status`. Not a claim (FerretDB 1.x does not make conditional updates
 * exclusive): callers hold the invitation's answer claim first. Returns false when it was not pending.
 */
export async function closeInvitation(
  id: Types.ObjectId,
  status: InvitationAnswerRecord['answer'],
  changes: { invitee?: string; team_id?: string } = {},
): Promise<boolean> {
  const result = await InvitationModel.updateOne(
    { _id: id, status: 'pending' },
    { $set: { status, pending_key: `closed:${String(id)}`, responded_at: new Date(), ...changes } },
  );
  return result.modifiedCount === 1;
}
