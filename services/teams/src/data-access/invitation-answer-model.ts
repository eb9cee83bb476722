import { Schema, model } from 'mongoose';
import { memberSnapshotSchema, type MemberSnapshot } from './team-model';

/**
 * The one answer an invitation gets, keyed by the invitation id. Inserting it is how an accept, a decline (both
 * by the invitee), a cancel (by the inviter) or its expiry (by `EXPIRY`, the time limit) claims the invitation: FerretDB 1.x does not make conditional
 * updates exclusive (two concurrent `updateOne({ status: 'pending' }, …)` can both succeed), but a duplicate key
 * is always refused.
 */
const INVITATION_ANSWERS = ['accepted', 'declined', 'cancelled', 'expired'] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** Who "answers" an invitation whose time ran out. */
export const EXPIRY = 'expiry';

export interface InvitationAnswerRecord {
  /** The invitation id. */
  _id: string;
  answer: InvitationAnswer;
  /** The answering user's id; `EXPIRY` for an expired invitation. */
  by: string;
  answered_at: Date;
  /** An accept's invitee as the team will name them: whoever acts next can finish an accept that stopped halfway. */
  invitee?: MemberSnapshot | null;
}

const invitationAnswerSchema = new Schema(
  {
    _id: { type: String, required: true },
    answer: { type: String, enum: INVITATION_ANSWERS, required: true },
    by: { type: String, required: true },
    answered_at: { type: Date, required: true },
    invitee: { type: memberSnapshotSchema, default: null },
  },
  { collection: 'team_invitation_answers' },
);

export const InvitationAnswerModel = model<InvitationAnswerRecord>(
  'TeamInvitationAnswer',
  invitationAnswerSchema as unknown as Schema<InvitationAnswerRecord>,
);
