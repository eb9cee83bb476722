import { ProfileModel, type ProfileRecord } from './profile-model';

const PLAYER_ROLES = ['player', 'partner'];

/** Players (not admins or plain users), ranked ones first by ranking, then by points. */
export async function findPlayers(): Promise<ProfileRecord[]> {
  const players = await ProfileModel.find({ role: { $in: PLAYER_ROLES } }).lean<ProfileRecord[]>();
  return players.sort(
    (a, b) =>
      (a.ranking ?? Number.MAX_SAFE_INTEGER) - (b.ranking ?? Number.MAX_SAFE_INTEGER) ||
      b.points - a.points ||
      a.full_name.localeCompare(b.full_name),
  );
}

export async function findPlayerById(id: string): Promise<ProfileRecord | undefined> {
  return (await ProfileModel.findOne({ _id: id, role: { $in: PLAYER_ROLES } }).lean<ProfileRecord>()) ?? undefined;
}

/** Inserts the profiles whose id is not stored yet; stored ones (maybe edited by their owner) stay as they are. */
export async function insertMissingProfiles(profiles: Array<Partial<ProfileRecord> & { _id: string; full_name: string }>): Promise<number> {
  if (profiles.length === 0) return 0;
  const result = await ProfileModel.bulkWrite(
    profiles.map(({ _id, ...fields }) => ({
      updateOne: { filter: { _id }, update: { $setOnInsert: { partners: [], ...fields } }, upsert: true },
    })),
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
