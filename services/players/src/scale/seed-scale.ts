import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { PlayerResultsModel, type PlayerResultsRecord } from '../data-access/player-results-model';
import { ProfileModel, searchFieldsOf } from '../data-access/profile-model';
import { countLabel as count, insertInBatches, markUpgradeDone, ScaleSeedRefused, withScaleDatabase } from '@padel/service-kit';
import { ensureProfileIndexes, PROFILES_WITH_SEARCH_FIELDS, PROFILES_WITHOUT_NULL_EMAIL } from '../data-access/profile-repository';
import { claimEdition, deleteEditionRows, storeEditionRows, type RankingEditionRecord } from '../data-access/ranking-edition-repository';
import { nextEditionRows } from '../domain/ranking/edition-rows';
import { refreshRanking } from '../domain/ranking/ranking-editions';
import { currentEdition, currentRows, followedCardSeq, newerCards, resetRankingView } from '../domain/ranking/ranking-view';
import { generateScaleSeason, scalePlayerId, scaleRowChanges, type ScaleProfile, type ScaleSeason } from './scale-season';

export interface SeedScaleOptions {
  mongoUrl: string;
  dbName: string;
  players: number;
  seed: number;
  /** Empty the database first (every collection dropped); without it a database holding generated players is refused. */
  replace: boolean;
  now?: Date;
  /** The league to write, made by generateScaleSeason (the players' part of `--league`, partners added); made here without it. */
  season?: ScaleSeason;
  log?: (line: string) => void;
}

export interface SeedScaleOutcome {
  season: ScaleSeason;
  edition: RankingEditionRecord;
  ranked: number;
  seconds: number;
}

const MAX_CLAIMS = 5;

export { ScaleSeedRefused };

/** The models' collections through the driver (no casting or validation of 100,000 documents). */
const profiles = () => mongoose.connection.collection<ScaleProfile>(ProfileModel.collection.collectionName);
const playerResults = () => mongoose.connection.collection<PlayerResultsRecord>(PlayerResultsModel.collection.collectionName);

/**
 * Fills the players database `dbName` with a generated league (scale-season.ts) and publishes the ranking's next
 * edition from it, with the same code as every edition (standingOf, nextEditionRows, cardOf).
 */
export async function seedScale(options: SeedScaleOptions): Promise<SeedScaleOutcome> {
  const log = options.log ?? ((line: string) => console.log(`[seed:scale] ${line}`));
  const started = Date.now();
  const now = options.now ?? new Date();
  return withScaleDatabase(
    { ...options, log },
    async () => (await profiles().findOne({ _id: scalePlayerId(1) })) !== null,
    async () => {
      const season = options.season ?? generateScaleSeason({ players: options.players, seed: options.seed, now });
      log(
        `${options.season ? 'given' : 'generated'} ${count(season.profiles.length)} players, ${count(season.tournaments.length)} tournaments, ` +
          `${count(season.placements)} results in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      const rankingStarted = Date.now();
      resetRankingView();
      await refreshRanking();
      const changes = scaleRowChanges(season, now);
      let rows = nextEditionRows(currentRows(), changes, newerCards());
      log(`edition rows computed in ${((Date.now() - rankingStarted) / 1000).toFixed(1)} s`);
      const shown = new Map(rows.map((row) => [row.player_id, row]));
      for (const profile of season.profiles) {
        profile.ranking = shown.get(profile._id)?.position ?? null;
        profile.points = shown.get(profile._id)?.points ?? 0;
      }

      // With their search fields (decision 180): written through the driver, they skip the model's hook.
      const searchable = season.profiles.map((profile) => ({ ...profile, ...searchFieldsOf(profile) }));
      await insertInBatches(profiles(), searchable, 'profiles', log);
      await insertInBatches(playerResults(), season.results, 'player_results', log);
      const indexesStarted = Date.now();
      await ensureProfileIndexes();
      // Generated in today's shape: the services' start-up upgrades of older data have nothing to do here.
      await markUpgradeDone(PROFILES_WITHOUT_NULL_EMAIL);
      await markUpgradeDone(PROFILES_WITH_SEARCH_FIELDS);
      log(`profile indexes built in ${((Date.now() - indexesStarted) / 1000).toFixed(1)} s`);

      for (let attempt = 1; attempt <= MAX_CLAIMS; attempt += 1) {
        const previous = currentEdition();
        const number = (previous?.number ?? 0) + 1;
        const rowsKey = randomUUID();
        const storeStarted = Date.now();
        const chunks = await storeEditionRows(rowsKey, rows);
        log(`edition rows stored in ${((Date.now() - storeStarted) / 1000).toFixed(1)} s`);
        const edition: RankingEditionRecord = {
          _id: String(number),
          number,
          published_at: now,
          // The season's results as if just recorded; 'initial' when the database had no ranking.
          reason: previous ? 'tournament-completed' : 'initial',
          tournament: null,
          rows_key: rowsKey,
          chunks,
          rows: rows.length,
          card_seq: followedCardSeq(),
          created_at: new Date(),
        };
        if (await claimEdition(edition)) {
          const ranked = rows.filter((row) => row.position !== null).length;
          const seconds = (Date.now() - started) / 1000;
          log(`edition ${number} published: ${count(rows.length)} rows, ${count(ranked)} ranked, in ${chunks} chunks`);
          log(`done in ${seconds.toFixed(1)} s`);
          return { season, edition, ranked, seconds };
        }
        // A running service published an edition meanwhile: build on top of it.
        await deleteEditionRows(rowsKey, chunks);
        await refreshRanking();
        rows = nextEditionRows(currentRows(), changes, newerCards());
      }
      throw new Error(`No ranking edition claimed after ${MAX_CLAIMS} attempts`);
    },
  ).finally(resetRankingView);
}
