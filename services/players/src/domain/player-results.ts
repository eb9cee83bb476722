import type { Logger } from '@padel/service-kit';
import {
  findLatestResults,
  storeResultsVersion,
  supersedeResultsVersion,
  type PlayerMatchResult,
  type PlayerPlacement,
  type PlayerResultsRecord,
  type PlayerTitle,
  type ResultCounters,
} from '../data-access/player-results-repository';
import { findProfile, setResultStats, type ProfileRecord } from '../data-access/profile-repository';
import { oneAtATimePerKey } from './one-at-a-time';

/**
 * A player's results, kept as numbered versions (decision 056): every change inserts the next version, so concurrent
 * changes (FerretDB updates are not isolated) cannot lose each other; the profile's counters are then set from the
 * latest version, never incremented.
 */
export type PlayerResults = Pick<PlayerResultsRecord, 'version' | 'base' | 'matches' | 'titles'> & { placements: PlayerPlacement[] };

/** A change of a player's results; undefined when it changes nothing (already applied, or an older revision). */
export type ResultsChange = (results: PlayerResults) => PlayerResults | undefined;

export type ChangeOutcome = 'applied' | 'unchanged' | 'no-profile';

const MAX_ATTEMPTS = 25;
const perPlayer = oneAtATimePerKey();

/** The match's result for this player, unless the same or a later revision of it is recorded. */
export function withMatchResult(results: PlayerResults, result: PlayerMatchResult): PlayerResults | undefined {
  const stored = results.matches.find((m) => m.tournament_id === result.tournament_id && m.match_id === result.match_id);
  if (stored && stored.revision >= result.revision) return undefined;
  return { ...results, matches: [...results.matches.filter((m) => m !== stored), result] };
}

/** Whether the player holds the tournament's title, unless the same or a later revision of it is recorded. */
export function withTitle(results: PlayerResults, title: PlayerTitle): PlayerResults | undefined {
  const stored = results.titles.find((t) => t.tournament_id === title.tournament_id);
  if (stored && stored.revision >= title.revision) return undefined;
  return { ...results, titles: [...results.titles.filter((t) => t !== stored), title] };
}

/** How far the player went in a tournament (ranking points), unless the same or a later revision of it is recorded. */
export function withPlacement(results: PlayerResults, placement: PlayerPlacement): PlayerResults | undefined {
  const stored = results.placements.find((p) => p.tournament_id === placement.tournament_id);
  if (stored && stored.revision >= placement.revision) return undefined;
  return { ...results, placements: [...results.placements.filter((p) => p !== stored), placement] };
}

/** Both changes, in turn; undefined when neither changes anything. */
export function bothChanges(first: ResultsChange, second: ResultsChange): ResultsChange {
  return (results) => {
    const once = first(results);
    const twice = second(once ?? results);
    return twice ?? once;
  };
}

/**
 * The profile's counters: what it counted before its first result here, plus every recorded result. A walkover is a
 * won match played for the winners and nothing for the side that did not play; a retirement is a match played by all.
 */
export function countersOf(results: Pick<PlayerResults, 'base' | 'matches' | 'titles'>): ResultCounters {
  const counters = { ...results.base };
  for (const match of results.matches) {
    if (match.outcome === 'walkover' && !match.won) continue;
    counters.matches_played += 1;
    if (match.won) counters.wins += 1;
    else counters.losses += 1;
  }
  counters.titles_won += results.titles.filter((title) => title.champion).length;
  return counters;
}

/**
 * Applies `change` to the player's latest results by inserting the next version (retrying on top of a version stored
 * concurrently, by another replica), then brings the profile's counters in line. A player without a profile here is
 * left alone. Changes of one player in this process run one at a time.
 */
export function changePlayerResults(playerId: string, eventId: string, change: ResultsChange, logger: Logger): Promise<ChangeOutcome> {
  return perPlayer(playerId, () => applyPlayerChange(playerId, eventId, change, logger));
}

async function applyPlayerChange(playerId: string, eventId: string, change: ResultsChange, logger: Logger): Promise<ChangeOutcome> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const profile = await findProfile(playerId);
    if (!profile) return 'no-profile';
    const latest = await findLatestResults(playerId, profile.results_version ?? 0);
    const current: PlayerResults = latest
      ? { ...latest, placements: latest.placements ?? [] }
      : { version: 0, base: statsOf(profile), matches: [], titles: [], placements: [] };
    const next = change(current);
    if (!next) {
      // Applied before; the profile may still miss it if a process stopped in between.
      await syncProfileStats(playerId);
      return 'unchanged';
    }
    const version = current.version + 1;
    const stored = await storeResultsVersion({
      player_id: playerId,
      version,
      base: next.base,
      matches: next.matches,
      titles: next.titles,
      placements: next.placements,
      event_id: eventId,
      created_at: new Date(),
    });
    if (stored) {
      if (current.version > 0) await supersedeResultsVersion(playerId, current.version);
      await syncProfileStats(playerId);
      return 'applied';
    }
    logger.debug({ playerId, version }, 'results version stored concurrently: applying on top of it');
  }
  throw new Error(`Results of player ${playerId} not changed after ${MAX_ATTEMPTS} attempts`);
}

/**
 * Sets the profile's counters from the player's latest results version and checks that they hold (another handler,
 * or a concurrent write FerretDB applies as read-modify-write, may have written older values meanwhile).
 */
export async function syncProfileStats(playerId: string): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const profile = await findProfile(playerId);
    if (!profile) return;
    const latest = await findLatestResults(playerId, profile.results_version ?? 0);
    if (!latest) return;
    const counters = countersOf(latest);
    const current = statsOf(profile);
    const same = (Object.keys(counters) as Array<keyof ResultCounters>).every((key) => counters[key] === current[key]);
    if (same && profile.results_version === latest.version) return;
    await setResultStats(playerId, latest.version, counters);
  }
  throw new Error(`Counters of player ${playerId} did not settle after ${MAX_ATTEMPTS} attempts`);
}

function statsOf(profile: ProfileRecord): ResultCounters {
  return {
    matches_played: profile.matches_played ?? 0,
    wins: profile.wins ?? 0,
    losses: profile.losses ?? 0,
    titles_won: profile.titles_won ?? 0,
  };
}
