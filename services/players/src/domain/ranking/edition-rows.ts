import type { Movement } from '@padel/contracts';
import { compareContenders } from './standing';

/** What the ranking shows of a player besides the points: the player card's fields. */
export interface PlayerCard {
  full_name: string;
  country: string | null;
  photo_url: string | null;
  matches_played: number;
  wins: number;
  losses: number;
  titles_won: number;
}

/** A player's line in an edition: ranked players in position order first, then the unranked by name. */
export interface EditionRow {
  player_id: string;
  /** Null for a player without points. */
  position: number | null;
  /** The position in the previous edition (null when unranked there, or absent). */
  previous_position: number | null;
  points: number;
  /** The points in the previous edition (null when absent from it). */
  previous_points: number | null;
  best: number[];
  next_change_at: Date | null;
  card: PlayerCard;
}

/** A player's new points and card, for the next edition. */
export type RowChange = Pick<EditionRow, 'player_id' | 'points' | 'best' | 'next_change_at' | 'card'>;

const contender = (row: Pick<EditionRow, 'player_id' | 'points' | 'best' | 'card'>) => ({
  id: row.player_id,
  name: row.card.full_name,
  points: row.points,
  best: row.best,
});

/** The line of a registered player without points (none yet, or none counting). */
export const unrankedRow = (card: PlayerCard): Omit<EditionRow, 'player_id'> => ({
  position: null,
  previous_position: null,
  points: 0,
  previous_points: null,
  best: [],
  next_change_at: null,
  card,
});

/** A card changed since the previous edition (decision 090's card changes): a registration, a new name, country or photo. */
export interface CardUpdate {
  registered: boolean;
  card: PlayerCard;
}

/**
 * The next edition's rows: the previous edition's players with `changes` applied (new players added) and the cards
 * changed since folded in (players registered since then added without points, those no longer registered left
 * out), positions by points (ties: compareContenders), and each player's previous position kept for the movement arrow.
 */
export function nextEditionRows(
  previous: readonly EditionRow[],
  changes: readonly RowChange[],
  cardUpdates: ReadonlyMap<string, CardUpdate> = new Map(),
): EditionRow[] {
  const rows = new Map<string, EditionRow>();
  for (const row of previous) {
    rows.set(row.player_id, {
      ...row,
      previous_position: row.position,
      previous_points: row.points,
      card: cardUpdates.get(row.player_id)?.card ?? row.card,
    });
  }
  for (const change of changes) {
    const before = rows.get(change.player_id);
    rows.set(change.player_id, {
      ...change,
      card: cardUpdates.get(change.player_id)?.card ?? change.card,
      position: null,
      previous_position: before?.previous_position ?? null,
      previous_points: before?.previous_points ?? null,
    });
  }
  for (const [playerId, { registered, card }] of cardUpdates) {
    if (!registered) rows.delete(playerId);
    else if (!rows.has(playerId)) rows.set(playerId, { player_id: playerId, ...unrankedRow(card) });
  }
  const ranked = [...rows.values()].filter((row) => row.points > 0).sort((a, b) => compareContenders(contender(a), contender(b)));
  const unranked = [...rows.values()].filter((row) => row.points === 0).sort(byName);
  return [...ranked.map((row, index) => ({ ...row, position: index + 1 })), ...unranked.map((row) => ({ ...row, position: null }))];
}

export function byName(a: Pick<EditionRow, 'player_id' | 'card'>, b: Pick<EditionRow, 'player_id' | 'card'>): number {
  return a.card.full_name.localeCompare(b.card.full_name, 'en') || (a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0);
}

/** The arrow beside a player: the change of position since the previous edition. */
export function movementOf(position: number | null, previous: number | null): { movement: Movement | null; change: number } {
  if (position === null) return { movement: null, change: 0 };
  if (previous === null) return { movement: 'new', change: 0 };
  const change = previous - position;
  return { movement: change > 0 ? 'up' : change < 0 ? 'down' : 'same', change };
}

/** Whether a change moves the player's points in the ranking (cards alone do not make an edition). */
export function changesStanding(row: EditionRow | undefined, change: RowChange): boolean {
  if (!row) return true;
  if (row.points !== change.points || row.best.join() !== change.best.join()) return true;
  return (row.next_change_at?.getTime() ?? null) !== (change.next_change_at?.getTime() ?? null);
}
