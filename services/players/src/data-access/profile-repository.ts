import { upgradeOnce } from '@padel/service-kit';
import { ProfileModel, type ProfileRecord } from './profile-model';

export type { ProfileRecord } from './profile-model';

export type NewProfile = Partial<ProfileRecord> & { _id: string; full_name: string };
export type ProfileChanges = Partial<Omit<ProfileRecord, '_id' | 'partners'>>;

const REGISTERED = { registered_at: { $ne: null } };

/** Registered players, ranked ones first by ranking, then by points (unranked: points, then name). */
export async function findPlayers(): Promise<ProfileRecord[]> {
  const players = await ProfileModel.find(REGISTERED).lean<ProfileRecord[]>();
  return players.sort(
    (a, b) =>
      (a.ranking ?? Number.MAX_SAFE_INTEGER) - (b.ranking ?? Number.MAX_SAFE_INTEGER) ||
      b.points - a.points ||
      a.full_name.localeCompare(b.full_name),
  );
}

export async function findPlayerById(id: string): Promise<ProfileRecord | undefined> {
  return (await ProfileModel.findOne({ _id: id, ...REGISTERED }).lean<ProfileRecord>()) ?? undefined;
}

export async function findProfile(id: string): Promise<ProfileRecord | undefined> {
  return (await ProfileModel.findById(id).lean<ProfileRecord>()) ?? undefined;
}

/** Inserts a new profile; a profile with the same id or email already stored rejects with a duplicate-key error. */
export async function createProfile(profile: NewProfile): Promise<ProfileRecord> {
  const created = await ProfileModel.create(withoutNullEmail(profile));
  return created.toObject() as ProfileRecord;
}

/** Sets `changes` on the profile `id` and returns it as stored afterwards (undefined when there is none). */
export async function updateProfile(id: string, changes: ProfileChanges): Promise<ProfileRecord | undefined> {
  const updated = await ProfileModel.findOneAndUpdate(
    { _id: id },
    { $set: changes },
    { new: true, runValidators: true },
  ).lean<ProfileRecord>();
  return updated ?? undefined;
}

/** The upgrade of older databases' profiles below, by its record in the `upgrades` collection. */
export const PROFILES_WITHOUT_NULL_EMAIL = 'profiles-without-null-email';

/**
 * Older databases stored `email: null` for players without one; the sparse unique email index needs the
 * field absent instead. Runs before ensureProfileIndexes(), once per database (a look through every profile).
 */
export async function normaliseStoredProfiles(): Promise<void> {
  await upgradeOnce(PROFILES_WITHOUT_NULL_EMAIL, async () => {
    await ProfileModel.collection.updateMany({ email: null }, { $unset: { email: '' } });
  });
}

/**
 * Builds the schema's indexes. The plain email index of older databases is dropped first, so the unique one can
 * take its name. (Not syncIndexes(): FerretDB does not report `sparse`, so it would rebuild the index every start.)
 */
export async function ensureProfileIndexes(): Promise<void> {
  const existing = await ProfileModel.collection.indexes().catch(() => []);
  if (existing.some((index) => index.name === 'email_1' && !index.unique)) await ProfileModel.collection.dropIndex('email_1');
  await ProfileModel.createIndexes();
}

/**
 * Inserts the profiles whose id is not stored yet; stored ones (maybe edited by their owner) stay as they
 * are, except that seeded players stored before registration existed are marked registered.
 */
export async function insertMissingProfiles(profiles: NewProfile[]): Promise<number> {
  if (profiles.length === 0) return 0;
  const result = await ProfileModel.bulkWrite(
    profiles.flatMap(({ _id, ...fields }) => [
      { updateOne: { filter: { _id }, update: { $setOnInsert: withoutNullEmail({ partners: [], ...fields }) }, upsert: true } },
      ...(fields.registered_at
        ? [{ updateOne: { filter: { _id, registered_at: { $exists: false } }, update: { $set: { registered_at: fields.registered_at } } } }]
        : []),
    ]),
    { ordered: false },
  );
  return result.upsertedCount;
}

/** Adds a partner entry unless one for the same team exists. Returns false when nothing changed (repeat or no profile). */
export async function addPartner(profileId: string, partner: ProfileRecord['partners'][number]): Promise<boolean> {
  const result = await ProfileModel.updateOne(
    { _id: profileId, 'partners.teamId': { $ne: partner.teamId } },
    { $push: { partners: partner } },
  );
  return result.modifiedCount === 1;
}

export type ResultStats = Pick<ProfileRecord, 'matches_played' | 'wins' | 'losses' | 'titles_won'>;

/** Sets the counters kept from match and tournament results, with the results version they come from. */
export async function setResultStats(profileId: string, resultsVersion: number, stats: ResultStats): Promise<void> {
  await ProfileModel.updateOne({ _id: profileId }, { $set: { ...stats, results_version: resultsVersion } });
}

function withoutNullEmail<T extends { email?: string | null }>(profile: T): T {
  if (profile.email !== null) return profile;
  const { email: _absent, ...rest } = profile;
  return rest as T;
}
