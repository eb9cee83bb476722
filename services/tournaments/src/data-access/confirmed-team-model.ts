import { Schema, model } from 'mongoose';

/** Local copy of the confirmed teams owned by the teams service (from invitation-accepted events). */
export interface ConfirmedTeamRecord {
  _id: string;
  player1: string;
  player2: string;
  player1_name: string | null;
  player2_name: string | null;
  confirmed_at: Date;
}

const confirmedTeamSchema = new Schema(
  {
    _id: { type: String, required: true },
    player1: { type: String, required: true },
    player2: { type: String, required: true },
    player1_name: { type: String, default: null },
    player2_name: { type: String, default: null },
    confirmed_at: { type: Date, required: true },
  },
  { collection: 'confirmed_teams', timestamps: true },
);
confirmedTeamSchema.index({ player1: 1 });
confirmedTeamSchema.index({ player2: 1 });

export const ConfirmedTeamModel = model<ConfirmedTeamRecord>(
  'ConfirmedTeam',
  confirmedTeamSchema as unknown as Schema<ConfirmedTeamRecord>,
);
