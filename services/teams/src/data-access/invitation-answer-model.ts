import { Schema, model } from 'mongoose';

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
}

const invitationAnswerSchema = new Schema(
  {
    _id: { type: String, required: true },
    answer: { type: String, enum: INVITATION_ANSWERS, required: true },
    by: { type: String, required: true },
    answered_at: { type: Date, required: true },
  },
  { collection: 'team_invitation_answers' },
);

export const InvitationAnswerModel = model<InvitationAnswerRecord>(
  'TeamInvitationAnswer',
  invitationAnswerSchema as unknown as Schema<InvitationAnswerRecord>,
);

export type AnswerClaim = { claimed: true } | { claimed: false; existing: InvitationAnswerRecord };

/** Claims the invitation for `answer`; when it was answered before, returns that answer instead. */
export async function claimAnswer(invitationId: string, answer: InvitationAnswerRecord['answer'], by: string): Promise<AnswerClaim> {
  try {
    await InvitationAnswerModel.create({ _id: invitationId, answer, by, answered_at: new Date() });
    return { claimed: true };
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 11000) throw error;
    const existing = await InvitationAnswerModel.findById(invitationId).lean<InvitationAnswerRecord>();
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/** Gives the claim back (the answer could not be carried out; the invitation stays pending). */
export async function releaseAnswer(invitationId: string): Promise<void> {
  await InvitationAnswerModel.deleteOne({ _id: invitationId });
}
