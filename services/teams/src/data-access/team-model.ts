import { TeamStatusSchema, type EventEnvelope, type TeamStatus } from '@padel/contracts';
import { withOutbox } from '@padel/service-kit';
import { Schema, model, type Types } from 'mongoose';

/** Snapshot of a member's profile taken when the team was formed. */
export interface MemberSnapshot {
  id: string;
  full_name: string;
  email: string | null;
  country: string | null;
  photo_url: string | null;
}

export interface TeamRecord {
  _id: Types.ObjectId;
  player1: string;
  player2: string;
  /** The two member ids, sorted and joined: one team per pair of players (unique). */
  member_key: string;
  /** The invitation whose acceptance formed the team (unique: one team per invitation, even under double-clicks). */
  invitation_id: string;
  status: TeamStatus;
  player1_profile: MemberSnapshot | null;
  player2_profile: MemberSnapshot | null;
  outbox: EventEnvelope[];
  createdAt: Date;
}

export const memberKey = (a: string, b: string): string => [a, b].sort().join('|');

export const memberSnapshotSchema = new Schema(
  {
    id: { type: String, required: true },
    full_name: { type: String, required: true },
    email: { type: String, default: null },
    country: { type: String, default: null },
    photo_url: { type: String, default: null },
  },
  { _id: false },
);

/** Two-person team; its outbox carries invitation-accepted, written by the same insert that forms the team. */
const teamSchema = withOutbox(
  new Schema(
    {
      player1: { type: String, required: true },
      player2: { type: String, required: true },
      member_key: { type: String, required: true },
      invitation_id: { type: String, required: true },
      status: { type: String, enum: TeamStatusSchema.options, default: 'pending' },
      player1_profile: { type: memberSnapshotSchema, default: null },
      player2_profile: { type: memberSnapshotSchema, default: null },
    },
    { collection: 'teams', timestamps: true },
  ),
);
teamSchema.index({ member_key: 1 }, { unique: true });
teamSchema.index({ invitation_id: 1 }, { unique: true });
/** A player's confirmed teams in the order they were formed (and any query on a member and the status). */
teamSchema.index({ player1: 1, status: 1, createdAt: 1 });
teamSchema.index({ player2: 1, status: 1, createdAt: 1 });

export const TeamModel = model<TeamRecord>('Team', teamSchema as unknown as Schema<TeamRecord>);
