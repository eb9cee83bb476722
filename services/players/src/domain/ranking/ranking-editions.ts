import { randomUUID } from 'node:crypto';
import type { RankingEditionReason } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { findCardChangesAfter } from '../../data-access/player-card-repository';
import { addHistoryEntry } from '../../data-access/player-history-repository';
import { findLatestResults } from '../../data-access/player-results-repository';
import { findPlayers, findProfile, type ProfileRecord } from '../../data-access/profile-repository';
import {
  claimEdition,
  deleteEditionRows,
  findEdition,
  findEditionRows,
  findLatestEdition,
  storeEditionRows,
  type RankingEditionRecord,
} from '../../data-access/ranking-edition-repository';
import { changesStanding, nextEditionRows, type EditionRow, type PlayerCard, type RowChange } from './edition-rows';
import {
  adoptEdition,
  applyFollowedCardChanges,
  currentEdition,
  currentRow,
  currentRows,
  followedCardSeq,
  newerCards,
} from './ranking-view';
import { standingOf } from './standing';

const MAX_ATTEMPTS = 10;
/** Players read at once when an edition is made. */
const READ_CONCURRENCY = 16;
/** Editions whose rows are kept (older ones keep their dated record only). */
const EDITIONS_WITH_ROWS = 5;
/**
 * The most players whose history an edition writes (decision 197): a tournament's players, or a weekly expiry; an
 * initial edition of a whole league (a first start at league size) writes none rather than 100,000 documents.
 */
const HISTORY_WRITES_PER_EDITION = 2000;

export interface EditionRequest {
  reason: RankingEditionReason;
  tournament?: { id: string; title: string } | null;
  /** Players whose results changed; players whose counting results expired by `asOf` are added. */
  playerIds: readonly string[];
  asOf: Date;
}

export interface EditionOutcome {
  published: boolean;
  edition: RankingEditionRecord | null;
}

let queue: Promise<unknown> = Promise.resolve();

/** One edition is made at a time in this instance; instances race by the claim of the edition number. */
function serialized<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** Brings this instance's view up to the latest published edition and the card changes after it. */
export async function refreshRanking(): Promise<void> {
  const known = currentEdition();
  const latest = await findLatestEdition(known ?? undefined);
  if (latest && latest.number !== known?.number) adoptEdition(latest, await findEditionRows(latest));
  applyFollowedCardChanges(await findCardChangesAfter(followedCardSeq()));
}

export function cardOf(profile: ProfileRecord): PlayerCard {
  return {
    full_name: profile.full_name,
    country: profile.country ?? null,
    photo_url: profile.photo_url ?? null,
    matches_played: profile.matches_played ?? 0,
    wins: profile.wins ?? 0,
    losses: profile.losses ?? 0,
    titles_won: profile.titles_won ?? 0,
  };
}

/** The player's points as of `asOf` from their recorded results; undefined for someone who is not a registered player. */
async function rowChangeOf(playerId: string, asOf: Date): Promise<RowChange | undefined> {
  const profile = await findProfile(playerId);
  if (!profile?.registered_at) return undefined;
  const results = await findLatestResults(playerId, profile.results_version ?? 0);
  const standing = standingOf(results?.placements ?? [], asOf);
  return {
    player_id: playerId,
    points: standing.points,
    best: standing.best,
    next_change_at: standing.nextChangeAt,
    card: cardOf(profile),
  };
}

async function mapWithLimit<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Publishes the next edition when `request` changes someone's points (or there is no edition yet): the current
 * edition's rows with the named players and the expired results recomputed as of `asOf` (decision 090).
 */
export function publishEdition(request: EditionRequest, logger: Logger): Promise<EditionOutcome> {
  return serialized(async () => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await refreshRanking();
      const previous = currentEdition();
      const rows = currentRows();
      const expired = rows.filter((row) => row.next_change_at && row.next_change_at.getTime() <= request.asOf.getTime());
      const playerIds = [...new Set([...request.playerIds, ...expired.map((row) => row.player_id)])];
      const changes = (await mapWithLimit(playerIds, READ_CONCURRENCY, (id) => rowChangeOf(id, request.asOf))).filter(
        (change): change is RowChange => change !== undefined,
      );
      if (previous && !changes.some((change) => changesStanding(currentRow(change.player_id), change))) {
        return { published: false, edition: previous };
      }
      // Taken together, with nothing awaited between: the edition holds exactly the card changes it claims to.
      const cardSeq = followedCardSeq();
      const nextRows = nextEditionRows(rows, changes, newerCards());
      const moved = new Set(
        changes.filter((change) => changesStanding(currentRow(change.player_id), change)).map((change) => change.player_id),
      );
      const number = (previous?.number ?? 0) + 1;
      const rowsKey = randomUUID();
      const chunks = await storeEditionRows(rowsKey, nextRows);
      const edition: RankingEditionRecord = {
        _id: String(number),
        number,
        published_at: request.asOf,
        reason: previous ? request.reason : 'initial',
        tournament: request.tournament ?? null,
        rows_key: rowsKey,
        chunks,
        rows: nextRows.length,
        card_seq: cardSeq,
        created_at: new Date(),
      };
      if (await claimEdition(edition)) {
        adoptEdition(edition, nextRows);
        logger.info(
          { edition: number, reason: edition.reason, changed: changes.length, rows: nextRows.length },
          'ranking edition published',
        );
        await dropOldRows(number - EDITIONS_WITH_ROWS, logger);
        await recordHistory(edition, nextRows, moved, logger);
        return { published: true, edition };
      }
      await deleteEditionRows(rowsKey, chunks);
      logger.debug({ edition: number }, 'ranking edition published concurrently: building on top of it');
    }
    throw new Error(`No ranking edition published after ${MAX_ATTEMPTS} attempts`);
  });
}

/**
 * Each player whose points the edition changed gets it in their ranking history (decision 197). A failure is logged:
 * the edition stands, the history misses that point.
 */
async function recordHistory(
  edition: RankingEditionRecord,
  rows: readonly EditionRow[],
  changed: ReadonlySet<string>,
  logger: Logger,
): Promise<void> {
  if (changed.size > HISTORY_WRITES_PER_EDITION) {
    logger.info({ edition: edition.number, players: changed.size }, 'ranking history not written: too many players in one edition');
    return;
  }
  const entries = rows
    .filter((row) => changed.has(row.player_id) && (row.points > 0 || row.previous_points !== null))
    .map((row) => ({
      playerId: row.player_id,
      entry: {
        edition: edition.number,
        published_at: edition.published_at,
        position: row.position,
        points: row.points,
        tournament: edition.tournament,
      },
    }));
  try {
    await mapWithLimit(entries, READ_CONCURRENCY, ({ playerId, entry }) => addHistoryEntry(playerId, entry));
  } catch (error) {
    logger.warn({ err: error, edition: edition.number }, 'ranking history not written');
  }
}

async function dropOldRows(number: number, logger: Logger): Promise<void> {
  if (number < 1) return;
  const old = await findEdition(number);
  if (old)
    await deleteEditionRows(old.rows_key, old.chunks).catch((error: unknown) =>
      logger.warn({ err: error }, 'old ranking rows not removed'),
    );
}

/** The first edition when none is stored: every registered player's results as of `asOf` (one scan, once). */
export async function ensureRankingEdition(asOf: Date, logger: Logger): Promise<void> {
  await refreshRanking();
  if (currentEdition()) return;
  const players = await findPlayers();
  await publishEdition({ reason: 'initial', playerIds: players.map((player) => player._id), asOf }, logger);
}

/** The weekly edition: published when a counting result's 52 weeks are over by `asOf`. */
export async function publishExpiredResults(asOf: Date, logger: Logger): Promise<EditionOutcome> {
  await refreshRanking();
  const due = currentRows().some((row) => row.next_change_at && row.next_change_at.getTime() <= asOf.getTime());
  if (!due) return { published: false, edition: currentEdition() };
  return publishEdition({ reason: 'results-expired', playerIds: [], asOf }, logger);
}
