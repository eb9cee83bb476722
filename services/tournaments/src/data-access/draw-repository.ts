import type { EventEnvelope } from '@padel/contracts';
import { claimByInsert, insertOnce, isDuplicateKeyError, withEvents } from '@padel/service-kit';
import { DrawModel, DrawSettlementModel, type DrawRecord, type DrawSettlementRecord } from './draw-model';

export type { DrawRecord, DrawSettlementRecord } from './draw-model';

export const drawIdOf = (tournamentId: string, number: number): string => `${tournamentId}:${number}`;

/** The tournament's latest draw (active or removed), or null when it was never drawn. */
export async function findLatestDraw(tournamentId: string): Promise<DrawRecord | null> {
  return DrawModel.findOne({ tournament_id: tournamentId }).sort({ number: -1 }).lean<DrawRecord>();
}

/** The tournament's draw in force, if any. */
export async function findActiveDraw(tournamentId: string): Promise<DrawRecord | null> {
  const latest = await findLatestDraw(tournamentId);
  return latest?.status === 'active' ? latest : null;
}

/** Stores a new draw with its event; false when a draw of that number exists (drawn concurrently). */
export async function insertDraw(draw: Omit<DrawRecord, 'outbox'>, ...events: EventEnvelope[]): Promise<boolean> {
  try {
    await DrawModel.create(withEvents(draw, ...events));
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Settles the draw for play or for its removal; when it was settled before, returns that settlement. */
export function settleDraw(settlement: DrawSettlementRecord) {
  return claimByInsert(DrawSettlementModel, settlement);
}

/**
 * Marks an active draw removed with its event, in one update. FerretDB applies updates as read-modify-write, so a
 * relay removing an earlier event at the same moment could write over it: the update is applied until it holds.
 */
export async function markDrawRemoved(drawId: string, removedBy: string, at: Date, event: EventEnvelope): Promise<void> {
  for (let attempt = 0; attempt <= 5; attempt += 1) {
    const draw = await DrawModel.findById(drawId, { status: 1 }).lean<Pick<DrawRecord, 'status'>>();
    if (!draw || draw.status === 'removed') return;
    if (attempt < 5)
      await DrawModel.updateOne(
        { _id: drawId, status: 'active' },
        withEvents({ $set: { status: 'removed', removed_at: at, removed_by: removedBy } }, event),
      );
  }
  throw new Error(`draw ${drawId} could not be marked removed`);
}

/** Stores a draw as it is (demo data, no event); false when it exists already. */
export function insertDrawIfMissing(draw: Omit<DrawRecord, 'outbox'>): Promise<boolean> {
  return insertOnce(DrawModel, { ...draw, outbox: [] });
}
