import { InvitationStatusSchema, type EventEnvelope, type InvitationStatus } from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model, type Types } from 'mongoose';
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
  /** invitation-sent, then invitation-closed, each written by the write that sends or closes it. */
  outbox?: EventEnvelope[];
}

/** Its outbox carries invitation-sent and invitation-closed, written by the insert and the update they announce. */
const invitationSchema = withOutbox(
  new Schema(
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
  ),
);
invitationSchema.index({ token: 1 }, { unique: true });
invitationSchema.index({ pending_key: 1 }, { unique: true });
/** The pending invitations a player received (by id or email) or sent, newest first (decision 194). */
invitationSchema.index({ invitee: 1, status: 1, createdAt: -1 });
invitationSchema.index({ invitee_email: 1, status: 1, createdAt: -1 });
invitationSchema.index({ inviter: 1, status: 1, createdAt: -1 });

export const InvitationModel = model<InvitationRecord>('TeamInvitation', invitationSchema as unknown as Schema<InvitationRecord>);

export const pairKey = (a: string, b: string): string => `pair:${[a, b].sort().join('|')}`;
export const emailKey = (inviter: string, email: string): string => `email:${inviter}|${email}`;
