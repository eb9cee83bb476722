import type { RankingEdition, RankingEntry, RankingPage, RankingQuery, RankingStats } from '@padel/contracts';
import type { PlayerCardChangeRecord } from '../../data-access/player-card-repository';
import type { ProfileRecord } from '../../data-access/profile-repository';
import type { RankingEditionRecord } from '../../data-access/ranking-edition-repository';
import { byName, movementOf, unrankedRow, type CardUpdate, type EditionRow } from './edition-rows';

/**
 * The ranking as this instance serves it (decision 090): the current edition's rows in memory, plus the player cards
 * changed since (registrations, names, photos), so reads never scan the store. Rebuilt lazily after a change.
 */
interface CardOverlay extends CardUpdate {
  seq: number;
}

interface Listing {
  entries: RankingEntry[];
  /** Lower-case "name\ncountry" of each entry, for the search. */
  searchKeys: string[];
  countries: string[];
  stats: RankingStats;
  /** Recent searches' matches (entry indices, in order), least recently used first. */
  searches: Map<string, Search>;
}

interface Search {
  needle: string;
  country: string;
  matches: Int32Array;
}

/** Searches whose matches are kept until the listing changes: paging through a search, the same search again. */
const SEARCHES_KEPT = 64;

const state: {
  edition: RankingEditionRecord | null;
  rows: EditionRow[];
  rowById: Map<string, EditionRow>;
  overlay: Map<string, CardOverlay>;
  cardSeq: number;
  listing: Listing | null;
} = { edition: null, rows: [], rowById: new Map(), overlay: new Map(), cardSeq: 0, listing: null };

export const currentEdition = (): RankingEditionRecord | null => state.edition;
export const currentRows = (): readonly EditionRow[] => state.rows;
export const currentRow = (playerId: string): EditionRow | undefined => state.rowById.get(playerId);
/** The card changes log is read up to here, with no gap: every change up to it is in the edition or the overlay. */
export const followedCardSeq = (): number => state.cardSeq;
/** Every card changed after the current edition's rows were made, for the next edition to fold in. */
export const newerCards = (): ReadonlyMap<string, CardUpdate> => state.overlay;

/** Serves `edition` from now on; card changes it already holds leave the overlay. */
export function adoptEdition(edition: RankingEditionRecord, rows: EditionRow[]): void {
  if (state.edition && state.edition.number >= edition.number) return;
  state.edition = edition;
  state.rows = rows;
  state.rowById = new Map(rows.map((row) => [row.player_id, row]));
  for (const [playerId, overlay] of state.overlay) if (overlay.seq <= edition.card_seq) state.overlay.delete(playerId);
  state.cardSeq = Math.max(state.cardSeq, edition.card_seq);
  state.listing = null;
}

type CardChange = Pick<PlayerCardChangeRecord, 'seq' | 'player_id' | 'registered' | 'card'>;

/** Changes read from the log in order, from the one after followedCardSeq() on: the read position moves past them. */
export function applyFollowedCardChanges(changes: readonly CardChange[]): void {
  for (const change of changes) state.cardSeq = Math.max(state.cardSeq, change.seq);
  applyCardChanges(changes);
}

/**
 * This instance's own change, shown here at once. The read position stays: changes of other writers (replicas,
 * concurrent requests) may precede it in the log unread, and the follower reads them and this one in their turn.
 */
export function applyOwnCardChange(change: CardChange): void {
  applyCardChanges([change]);
}

function applyCardChanges(changes: readonly CardChange[]): void {
  for (const change of changes) {
    // Folded into the edition's rows already.
    if (change.seq <= (state.edition?.card_seq ?? 0)) continue;
    const known = state.overlay.get(change.player_id);
    if (!known || known.seq < change.seq) {
      state.overlay.set(change.player_id, { seq: change.seq, registered: change.registered, card: change.card });
      state.listing = null;
    }
  }
}

/** Forgets everything (tests that start the service again on another database). */
export function resetRankingView(): void {
  Object.assign(state, { edition: null, rows: [], rowById: new Map(), overlay: new Map(), cardSeq: 0, listing: null });
}

export function editionOf(record: RankingEditionRecord | null): RankingEdition | null {
  if (!record) return null;
  return {
    number: record.number,
    published_at: record.published_at.toISOString(),
    reason: record.reason,
    tournament: record.tournament ? { id: record.tournament.id, title: record.tournament.title } : null,
  };
}

function entryOf(playerId: string, row: Omit<EditionRow, 'player_id'>): RankingEntry {
  const { card } = row;
  return {
    id: playerId,
    full_name: card.full_name,
    country: card.country,
    photo_url: card.photo_url,
    ranking: row.position,
    points: row.points,
    previous_ranking: row.previous_position,
    ...movementOf(row.position, row.previous_position),
    matches_played: card.matches_played,
    wins: card.wins,
    losses: card.losses,
    titles_won: card.titles_won,
  };
}

function buildListing(): Listing {
  const ranked: EditionRow[] = [];
  const unranked: EditionRow[] = [];
  for (const row of state.rows) {
    const overlay = state.overlay.get(row.player_id);
    if (overlay && !overlay.registered) continue;
    const shown = overlay ? { ...row, card: overlay.card } : row;
    (row.position === null ? unranked : ranked).push(shown);
  }
  for (const [playerId, overlay] of state.overlay) {
    if (overlay.registered && !state.rowById.has(playerId)) unranked.push({ player_id: playerId, ...unrankedRow(overlay.card) });
  }
  unranked.sort(byName);
  const entries = [...ranked, ...unranked].map((row) => entryOf(row.player_id, row));
  const rates = entries.filter((entry) => entry.wins + entry.losses > 0).map((entry) => entry.wins / (entry.wins + entry.losses));
  return {
    entries,
    searchKeys: entries.map((entry) => `${entry.full_name}\n${entry.country ?? ''}`.toLocaleLowerCase('en')),
    countries: entries.map((entry) => (entry.country ?? '').toLocaleLowerCase('en')),
    searches: new Map(),
    stats: {
      total_players: entries.length,
      total_matches: entries.reduce((sum, entry) => sum + entry.matches_played, 0),
      average_win_rate: rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length,
    },
  };
}

const listing = (): Listing => (state.listing ??= buildListing());

/**
 * The entries containing `needle` in their name or country and of `country` (whole), in order. A scan of 100,000 entries
 * takes milliseconds (decision 092), so recent searches are kept, and a search whose needle contains a kept one's (the
 * next keystroke) looks only among that one's matches.
 */
function matchesOf(current: Listing, needle: string, country: string): Int32Array {
  const key = `${country}\n${needle}`;
  const kept = current.searches.get(key);
  if (kept) {
    current.searches.delete(key);
    current.searches.set(key, kept);
    return kept.matches;
  }
  let candidates: Int32Array | undefined;
  for (const search of current.searches.values()) {
    if (search.country === country && needle.includes(search.needle) && search.matches.length < (candidates?.length ?? Infinity))
      candidates = search.matches;
  }
  const { searchKeys, countries } = current;
  const matches = (index: number) => (!needle || searchKeys[index]!.includes(needle)) && (!country || countries[index] === country);
  const found: number[] = [];
  if (candidates) {
    for (const index of candidates) if (matches(index)) found.push(index);
  } else {
    for (let index = 0; index < searchKeys.length; index += 1) if (matches(index)) found.push(index);
  }
  current.searches.set(key, { needle, country, matches: Int32Array.from(found) });
  if (current.searches.size > SEARCHES_KEPT) current.searches.delete(current.searches.keys().next().value as string);
  return current.searches.get(key)!.matches;
}

/** A page of the current edition, searched by part of a name or country and filtered by a whole country. */
export function rankingPage(query: RankingQuery): RankingPage {
  const current = listing();
  const { entries, stats } = current;
  const needle = query.q?.toLocaleLowerCase('en') ?? '';
  const country = query.country?.toLocaleLowerCase('en') ?? '';
  const start = (query.page - 1) * query.limit;
  let total = entries.length;
  let players = entries.slice(start, start + query.limit);
  if (needle || country) {
    const matches = matchesOf(current, needle, country);
    total = matches.length;
    players = Array.from(matches.subarray(start, start + query.limit), (index) => entries[index]!);
  }
  return {
    edition: editionOf(state.edition),
    page: query.page,
    limit: query.limit,
    total,
    players,
    stats,
  };
}

/**
 * The player's line in the current edition (with a card changed since); undefined for someone who is not a registered
 * player. Read from the edition's rows and the overlay, as the listing is built: a profile read after a registration
 * does not wait for the whole listing to be rebuilt (about 1 s at 100,000 players).
 */
export function rankingEntry(playerId: string): RankingEntry | undefined {
  const row = state.rowById.get(playerId);
  const overlay = state.overlay.get(playerId);
  if (overlay && !overlay.registered) return undefined;
  if (row) return entryOf(playerId, overlay ? { ...row, card: overlay.card } : row);
  return overlay ? entryOf(playerId, unrankedRow(overlay.card)) : undefined;
}

/**
 * The first `count` registered players in the ranking's order (ranked by position, then unranked by name), leaving out
 * `skipped`, and how many there are without them: the older GET /api/players list, read from memory (decision 180).
 */
export function leadingPlayerIds(count: number, skipped: ReadonlySet<string>): { ids: string[]; total: number } {
  const { entries } = listing();
  const ids: string[] = [];
  for (const entry of entries) {
    if (ids.length === count) break;
    if (!skipped.has(entry.id)) ids.push(entry.id);
  }
  const skippedListed = [...skipped].filter((id) => rankingEntry(id) !== undefined).length;
  return { ids, total: entries.length - skippedListed };
}

/** The profile with the ranking and points of the current edition, whatever it stored before (decision 090). */
export function withCurrentRanking(profile: ProfileRecord): ProfileRecord {
  const entry = rankingEntry(profile._id);
  return { ...profile, ranking: entry?.ranking ?? null, points: entry?.points ?? 0 };
}
