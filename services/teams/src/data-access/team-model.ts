import { withOutbox } from '@padel/service-kit';
import { Schema, model, type Types } from 'mongoose';

/** A tournament the team has a confirmed entry for (from entry-confirmed events). */
export interface EnteredTournament {
  entryId: string;
  tournamentId: string;
  tournamentTitle: string | null;
  confirmedAt: Date;
}

export interface TeamRecord {
  _id: Types.ObjectId;
  player1: string;
  player2: string;
  status: 'pending' | 'confirmed' | 'blocked';
  entered_tournaments: EnteredTournament[];
}

const enteredTournamentSchema = new Schema(
  {
    entryId: { type: String, required: true },
    tournamentId: { type: String, required: true },
    tournamentTitle: { type: String, default: null },
    confirmedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** Two-person team; its outbox carries invitation-accepted when it is confirmed. */
const teamSchema = withOutbox(
  new Schema(
    {
      player1: { type: String, required: true },
      player2: { type: String, required: true },
      status: { type: String, enum: ['pending', 'confirmed', 'blocked'], default: 'pending' },
      entered_tournaments: { type: [enteredTournamentSchema], default: [] },
    },
    { collection: 'teams', timestamps: true },
  ),
);
teamSchema.index({ player1: 1, status: 1 });
teamSchema.index({ player2: 1, status: 1 });

export const TeamModel = model<TeamRecord>('Team', teamSchema as unknown as Schema<TeamRecord>);

/** Records a confirmed entry on the team unless it is there already. Returns false for a repeat or an unknown team. */
export async function addEnteredTournament(teamId: string, entry: EnteredTournament): Promise<boolean> {
  const result = await TeamModel.updateOne(
    { _id: teamId, 'entered_tournaments.entryId': { $ne: entry.entryId } },
    { $push: { entered_tournaments: entry } },
  );
  return result.modifiedCount === 1;
}
