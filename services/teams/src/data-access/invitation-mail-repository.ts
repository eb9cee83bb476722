import { InvitationMailModel, type InvitationMailRecord } from './invitation-mail-model';

export type { InvitationMailRecord };

/** Records that the invitation `invitationId` is to be mailed now. */
export async function planInvitationMail(invitationId: string): Promise<void> {
  const now = new Date();
  await InvitationMailModel.create({ _id: invitationId, due_at: now, attempts: 0, created_at: now });
}

export async function dropInvitationMail(invitationId: string): Promise<void> {
  await InvitationMailModel.deleteOne({ _id: invitationId });
}

/** Mails due at `now`, the longest waiting first. */
export async function findDueInvitationMails(now: Date, limit: number): Promise<InvitationMailRecord[]> {
  return InvitationMailModel.find({ due_at: { $lte: now } })
    .sort({ due_at: 1 })
    .limit(limit)
    .lean<InvitationMailRecord[]>();
}

/**
 * Holds a due mail until `until` (another relay skips it meanwhile; a crash lets it come due again). False when
 * another relay held or changed it first.
 */
export async function holdInvitationMail(mail: InvitationMailRecord, until: Date): Promise<boolean> {
  const held = await InvitationMailModel.updateOne({ _id: mail._id, due_at: mail.due_at }, { $set: { due_at: until } });
  return held.modifiedCount === 1;
}

/** Makes a held mail due again at `dueAt`, after `attempts` refused tries. */
export async function retryInvitationMailAt(invitationId: string, dueAt: Date, attempts: number): Promise<void> {
  await InvitationMailModel.updateOne({ _id: invitationId }, { $set: { due_at: dueAt, attempts } });
}
