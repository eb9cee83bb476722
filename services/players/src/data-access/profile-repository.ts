import { SEARCH_PREFIX_MAX, type Hand } from '@padel/contracts';
import { findPage, insertOnce, upgradeOnce, type Slice } from '@padel/service-kit';
import type { FilterQuery } from 'mongoose';
import { InvitationClosureModel } from './invitation-closure-model';
import { ProfileModel, searchFieldsOf, type PendingInvitation, type ProfileRecord } from './profile-model';

export type { PendingInvitation, ProfileRecord } from './profile-model';

export type NewProfile = Partial<ProfileRecord> & { _id: string; full_name: string };
export type ProfileChanges = Partial<Omit<ProfileRecord, '_id' | 'partners' | 'pending_invitations' | 'search_key' | 'search_prefixes'>>;

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
  if (!updated) return undefined;
  const searchChanged = 'full_name' in changes || 'country' in changes || 'registered_at' in changes;
  return searchChanged ? refreshSearchFields(updated) : updated;
}

/** Stores the search fields of the profile as it is now (a second write: they follow its name, country and registration). */
async function refreshSearchFields(profile: ProfileRecord): Promise<ProfileRecord> {
  const fields = searchFieldsOf(profile);
  if (fields.search_key === profile.search_key && fields.search_prefixes?.join('\n') === profile.search_prefixes?.join('\n'))
    return profile;
  await ProfileModel.updateOne(
    { _id: profile._id },
    fields.search_key === undefined ? { $unset: { search_key: '', search_prefixes: '' } } : { $set: fields },
  );
  return { ...profile, ...fields };
}

export interface PlayerSearch {
  /** searchKeyOf the query; '' for none. */
  key: string;
  /** A country, matched whole in any case. */
  country?: string;
  strong_hand?: Hand;
  court_side?: Hand;
  /** Never listed (the caller, partners, pending invitations). */
  excludedIds: string[];
  skip: number;
  limit: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page of registered players in the order of the name's key, and how many match (decision 180). Served by the index
 * { search_prefixes, search_key, _id } with a query (equality on its first characters, in key order), else by
 * { search_key, _id } (keys are set on registered players only).
 */
export async function findPlayerPage(search: PlayerSearch): Promise<{ players: ProfileRecord[]; total: number }> {
  const filter: FilterQuery<ProfileRecord> = search.key
    ? {
        search_prefixes: search.key.slice(0, SEARCH_PREFIX_MAX),
        // A longer query is checked whole against the name.
        ...(search.key.length > SEARCH_PREFIX_MAX ? { search_key: { $regex: `(^| )${escapeRegExp(search.key)}` } } : {}),
      }
    : { search_key: { $gte: '' } };
  if (search.excludedIds.length > 0) filter._id = { $nin: search.excludedIds };
  if (search.country) filter.country = { $regex: `^${escapeRegExp(search.country)}$`, $options: 'i' };
  if (search.strong_hand) filter.strong_hand = search.strong_hand;
  if (search.court_side) filter.court_side = search.court_side;
  const [players, total] = await Promise.all([
    ProfileModel.find(filter).sort({ search_key: 1, _id: 1 }).skip(search.skip).limit(search.limit).lean<ProfileRecord[]>(),
    ProfileModel.countDocuments(filter),
  ]);
  return { players, total };
}

/** The id of the profile with this email (the unique email index), if any. */
export async function findProfileIdByEmail(email: string): Promise<string | undefined> {
  const found = await ProfileModel.findOne({ email: email.toLowerCase() }, { _id: 1 }).lean<{ _id: string }>();
  return found?._id;
}

/** Adds a pending invitation to the profile unless it holds it already; false when nothing changed. */
export async function addPendingInvitation(profileId: string, pending: PendingInvitation): Promise<boolean> {
  const result = await ProfileModel.updateOne(
    { _id: profileId, 'pending_invitations.invitationId': { $ne: pending.invitationId } },
    { $push: { pending_invitations: pending } },
  );
  return result.modifiedCount === 1;
}

/** The profiles holding the invitation as pending (by the pending_invitations.invitationId index). */
export async function findProfileIdsHoldingInvitation(invitationId: string): Promise<string[]> {
  const found = await ProfileModel.find({ 'pending_invitations.invitationId': invitationId }, { _id: 1 }).lean<Array<{ _id: string }>>();
  return found.map((profile) => profile._id);
}

/**
 * Removes the invitation from the profile's pending ones; false when it held none. Read, then written whole: FerretDB 1.x
 * takes `$pull` with a condition as an equality with the whole element.
 */
export async function removePendingInvitation(profileId: string, invitationId: string): Promise<boolean> {
  const profile = await ProfileModel.findById(profileId, { pending_invitations: 1 }).lean<Pick<ProfileRecord, 'pending_invitations'>>();
  const pending = profile?.pending_invitations ?? [];
  const kept = pending.filter((invitation) => invitation.invitationId !== invitationId);
  if (kept.length === pending.length) return false;
  const result = await ProfileModel.updateOne({ _id: profileId }, { $set: { pending_invitations: kept } });
  return result.modifiedCount === 1;
}

/** Remembers that the invitation was closed (once; a repeat is no change). */
export async function recordInvitationClosure(invitationId: string, closedAt: Date): Promise<void> {
  await insertOnce(InvitationClosureModel, { _id: invitationId, closedAt });
}

export async function isInvitationClosed(invitationId: string): Promise<boolean> {
  return (await InvitationClosureModel.exists({ _id: invitationId })) !== null;
}

/** The upgrade giving older databases' registered players their search fields, by its record in `upgrades`. */
export const PROFILES_WITH_SEARCH_FIELDS = 'profiles-with-search-fields';

/**
 * Gives registered players stored before the search existed their search fields, once per database (upgradeOnce: a
 * record found by `_id` says it is done, so later starts read nothing else). Returns how many profiles it changed.
 */
export async function backfillSearchFields(): Promise<number> {
  let changed = 0;
  await upgradeOnce(PROFILES_WITH_SEARCH_FIELDS, async () => {
    const cursor = ProfileModel.find({ registered_at: { $ne: null }, search_key: { $exists: false } })
      .lean<ProfileRecord[]>()
      .cursor();
    for await (const profile of cursor) {
      await refreshSearchFields(profile as ProfileRecord);
      changed += 1;
    }
  });
  return changed;
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
      {
        updateOne: {
          filter: { _id },
          update: { $setOnInsert: withoutNullEmail({ partners: [], ...fields, ...definedSearchFields(fields) }) },
          upsert: true,
        },
      },
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

function definedSearchFields(profile: Parameters<typeof searchFieldsOf>[0]): { search_key?: string; search_prefixes?: string[] } {
  const { search_key, search_prefixes } = searchFieldsOf(profile);
  return search_key === undefined ? {} : { search_key, search_prefixes };
}

function withoutNullEmail<T extends { email?: string | null }>(profile: T): T {
  if (profile.email !== null) return profile;
  const { email: _absent, ...rest } = profile;
  return rest as T;
}

/**
 * A page of the profiles whose e-mail starts with `prefix` (lower case), in e-mail order: a range on the unique e-mail
 * index, which serves the sort and the count (decision 202).
 */
export function findProfilePageByEmailPrefix(prefix: string, slice: Slice): Promise<{ items: ProfileRecord[]; total: number }> {
  const from = prefix.toLowerCase();
  return findPage<ProfileRecord>(ProfileModel, { email: { $gte: from, $lt: `${from}\uffff` } }, { email: 1 }, slice);
}

/** The ids among `ids` whose profile says admin (by `_id`). */
export async function findAdminProfileIds(ids: string[]): Promise<string[]> {
  const found = await ProfileModel.find({ _id: { $in: ids }, role: 'admin' }, { _id: 1 }).lean<Array<{ _id: string }>>();
  return found.map((profile) => profile._id);
}
