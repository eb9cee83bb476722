import mongoose from 'mongoose';
import { insertInBatches, withScaleDatabase } from '@padel/service-kit';
import { EnteredTournamentModel } from '../data-access/entered-tournament-model';
import { InvitationModel } from '../data-access/invitation-model';
import { TeamModel } from '../data-access/team-model';
import type { ScaleEnteredTournament, ScaleInvitation, ScaleTeam, ScaleTeams } from './scale-teams';

export interface SeedScaleTeamsOptions {
  mongoUrl: string;
  dbName: string;
  /** Empty the database first; without it a database holding generated teams is refused. */
  replace: boolean;
  league: ScaleTeams & { enteredTournaments: ScaleEnteredTournament[] };
  log: (line: string) => void;
}

/** Writes the teams service's part of a generated league (scale-teams.ts) through the driver, then the models' indexes. */
export async function seedScaleTeams(options: SeedScaleTeamsOptions): Promise<void> {
  const { league, log } = options;
  const teams = () => mongoose.connection.collection<ScaleTeam>(TeamModel.collection.collectionName);
  await withScaleDatabase(
    options,
    async () => league.teams.length > 0 && (await teams().findOne({ _id: league.teams[0]!._id })) !== null,
    async () => {
      await insertInBatches(teams(), league.teams, 'teams', log);
      await insertInBatches(
        mongoose.connection.collection<ScaleInvitation>(InvitationModel.collection.collectionName),
        league.invitations,
        'team_invitations',
        log,
      );
      await insertInBatches(
        mongoose.connection.collection<ScaleEnteredTournament>(EnteredTournamentModel.collection.collectionName),
        league.enteredTournaments,
        'entered_tournaments',
        log,
      );
      const started = Date.now();
      await Promise.all([TeamModel.createIndexes(), InvitationModel.createIndexes(), EnteredTournamentModel.createIndexes()]);
      log(`teams indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  );
}
