import { Schema, model } from 'mongoose';

/**
 * An invitation mail still to be sent, keyed by the invitation id: the teams service's mail outbox (decision 126).
 * Written before the invitation itself and removed once the mail is sent (or no longer worth sending), so the
 * collection holds only what is waiting and the relay's look-up stays cheap on FerretDB.
 */
export interface InvitationMailRecord {
  /** The invitation id. */
  _id: string;
  /** When the relay may try (again): now for a new mail, later after a failure or while a relay holds it. */
  due_at: Date;
  /** Tries the SMTP server refused so far. */
  attempts: number;
  created_at: Date;
}

const invitationMailSchema = new Schema(
  {
    _id: { type: String, required: true },
    due_at: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    created_at: { type: Date, required: true },
  },
  { collection: 'team_invitation_mails' },
);
invitationMailSchema.index({ due_at: 1 });

export const InvitationMailModel = model<InvitationMailRecord>(
  'TeamInvitationMail',
  invitationMailSchema as unknown as Schema<InvitationMailRecord>,
);
