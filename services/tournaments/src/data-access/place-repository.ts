import { isDuplicateKeyError } from '@padel/service-kit';
import { PlaceModel, placeIdOf, type PlaceRecord } from './place-model';

export type { PlaceRecord } from './place-model';

export async function findPlacesOfTournament(tournamentId: string): Promise<PlaceRecord[]> {
  return PlaceModel.find({ tournament_id: tournamentId }).lean<PlaceRecord[]>();
}

export async function findPlaceOfEntry(entryId: string): Promise<PlaceRecord | null> {
  return PlaceModel.findOne({ entry_id: entryId }).lean<PlaceRecord>();
}

/**
 * Gives the entry a place among the tournament's `maxTeams`: the first free one, by inserting it (decision 198).
 * True when the entry holds one (now or before), false when every place is held by another entry.
 */
export async function claimPlace(tournamentId: string, maxTeams: number, entryId: string): Promise<boolean> {
  if (await findPlaceOfEntry(entryId)) return true;
  for (let number = 1; number <= maxTeams; number += 1) {
    try {
      await PlaceModel.create({
        _id: placeIdOf(tournamentId, number),
        tournament_id: tournamentId,
        entry_id: entryId,
        taken_at: new Date(),
      });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // This place is held, or this entry got one meanwhile (a repeated request).
      if (await findPlaceOfEntry(entryId)) return true;
    }
  }
  return false;
}

/**
 * Hands the place held by `fromEntry` to `toEntry`. 'handed' when it now belongs to `toEntry`; 'holds-one' when
 * `toEntry` holds another place already (unique entry_id); 'gone' when `fromEntry` no longer holds it.
 */
export async function handOverPlace(placeId: string, fromEntry: string, toEntry: string): Promise<'handed' | 'holds-one' | 'gone'> {
  try {
    await PlaceModel.updateOne({ _id: placeId, entry_id: fromEntry }, { $set: { entry_id: toEntry, taken_at: new Date() } });
  } catch (error) {
    if (isDuplicateKeyError(error)) return 'holds-one';
    throw error;
  }
  const place = await PlaceModel.findById(placeId).lean<PlaceRecord>();
  if (place?.entry_id === toEntry) return 'handed';
  return (await findPlaceOfEntry(toEntry)) ? 'holds-one' : 'gone';
}

/** Frees the place while `entryId` holds it. */
export async function releasePlace(placeId: string, entryId: string): Promise<void> {
  await PlaceModel.deleteOne({ _id: placeId, entry_id: entryId });
}
