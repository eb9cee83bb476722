import { claimByInsert, insertOnce, isDuplicateKeyError, withEvents } from '@padel/service-kit';
import { MatchClaimModel, MatchModel, type MatchClaimRecord, type MatchRecord, type MatchState } from './match-model';

export type { MatchClaimRecord, MatchOutcome, MatchRecord, MatchState } from './match-model';

export const matchDocumentId = (drawId: string, matchId: string): string => `${drawId}:${matchId}`;
export const matchClaimId = (documentId: string, version: number): string => `${documentId}:v${version}`;

/** The stored states of a draw's matches (matches never changed have none). */
export async function findMatchesOfDraw(drawId: string): Promise<MatchRecord[]> {
  return MatchModel.find({ draw_id: drawId }).lean<MatchRecord[]>();
}

export async function findMatch(documentId: string): Promise<MatchRecord | null> {
  return MatchModel.findById(documentId).lean<MatchRecord>();
}

/** Claims the version a change produces; when it was claimed before, returns that claim. */
export function claimMatchVersion(claim: MatchClaimRecord) {
  return claimByInsert(MatchClaimModel, claim);
}

export async function findMatchClaim(id: string): Promise<MatchClaimRecord | null> {
  return MatchClaimModel.findById(id).lean<MatchClaimRecord>();
}

/**
 * Writes a claimed change: the new state and its events in one single-document write (version 1 is the document's
 * insert). It applies only to the version before, so repeating it changes nothing. FerretDB applies updates as
 * read-modify-write, so an outbox relay removing an earlier event at the same moment could write over it: the update
 * is applied until the stored version shows it.
 */
export async function applyMatchClaim(claim: MatchClaimRecord): Promise<void> {
  const { state, events } = claim;
  if (state.version === 1) {
    try {
      await MatchModel.create(withEvents(state, ...events));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return;
  }
  const { _id, ...fields } = state;
  for (let attempt = 0; attempt <= 5; attempt += 1) {
    const stored = await MatchModel.findById(_id, { version: 1 }).lean<Pick<MatchRecord, 'version'>>();
    if (!stored || stored.version >= state.version) return;
    if (attempt < 5) await MatchModel.updateOne({ _id, version: state.version - 1 }, withEvents({ $set: fields }, ...events));
  }
  throw new Error(`match ${_id} could not be written at version ${state.version}`);
}

/** Stores a match state as it is (demo data, no events); false when it exists already. */
export function insertMatchIfMissing(state: MatchState): Promise<boolean> {
  return insertOnce(MatchModel, { ...state, outbox: [] });
}
