import { Schema, model } from 'mongoose';

/**
 * The invitations the service has seen closed (invitation-closed), keyed by the invitation's id: an invitation-sent that
 * arrives after its invitation-closed (redelivery, a broker that reorders) is then not recorded as pending.
 */
export interface InvitationClosureRecord {
  _id: string;
  closedAt: Date;
}

const invitationClosureSchema = new Schema<InvitationClosureRecord>(
  { _id: { type: String, required: true }, closedAt: { type: Date, required: true } },
  { collection: 'invitation_closures', versionKey: false },
);

export const InvitationClosureModel = model<InvitationClosureRecord>('InvitationClosure', invitationClosureSchema);
