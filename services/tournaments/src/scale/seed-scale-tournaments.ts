import mongoose from 'mongoose';
import { insertInBatches, markUpgradeDone, withScaleDatabase } from '@padel/service-kit';
import { ConfirmedTeamModel } from '../data-access/confirmed-team-model';
import { EntryModel, ensureEntryIndexes } from '../data-access/entry-model';
import { TournamentChangeModel, TournamentModel, type TournamentChangeRecord } from '../data-access/tournament-model';
import type { ScaleConfirmedTeam, ScaleEntry, ScaleTournamentRecord, ScaleTournaments } from './scale-tournaments';

export interface SeedScaleTournamentsOptions {
  mongoUrl: string;
  dbName: string;
  /** Empty the database first; without it a database holding generated tournaments is refused. */
  replace: boolean;
  league: ScaleTournaments;
  log: (line: string) => void;
}

/** The one-time upgrade of older entries (entry-model.ts): generated entries have their entry_key from the start. */
const ENTRY_KEY_UPGRADE = 'entries-with-entry-key';

/** Writes the tournaments service's part of a generated league (scale-tournaments.ts) through the driver, then the indexes. */
export async function seedScaleTournaments(options: SeedScaleTournamentsOptions): Promise<void> {
  const { league, log } = options;
  const collection = <T extends { _id: unknown }>(name: string) => mongoose.connection.collection<T>(name);
  const tournaments = () => collection<ScaleTournamentRecord>(TournamentModel.collection.collectionName);
  await withScaleDatabase(
    options,
    async () => league.tournaments.length > 0 && (await tournaments().findOne({ _id: league.tournaments[0]!._id })) !== null,
    async () => {
      await insertInBatches(tournaments(), league.tournaments, 'tournaments', log);
      await insertInBatches(collection<ScaleEntry>(EntryModel.collection.collectionName), league.entries, 'tournament_entries', log);
      await insertInBatches(
        collection<TournamentChangeRecord>(TournamentChangeModel.collection.collectionName),
        league.changes,
        'tournament_changes',
        log,
      );
      await insertInBatches(
        collection<ScaleConfirmedTeam>(ConfirmedTeamModel.collection.collectionName),
        league.confirmedTeams,
        'confirmed_teams',
        log,
      );
      const started = Date.now();
      await markUpgradeDone(ENTRY_KEY_UPGRADE);
      await ensureEntryIndexes();
      await Promise.all([TournamentModel.createIndexes(), ConfirmedTeamModel.createIndexes()]);
      log(`tournaments indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  );
}
