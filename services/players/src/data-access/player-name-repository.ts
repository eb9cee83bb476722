import { nameComparisonKey } from '@padel/contracts';
import { claimByInsert } from '@padel/service-kit';
import { PlayerNameModel } from './player-name-model';

/** Who holds `name` (in comparison form), if anyone. */
export async function nameHolder(name: string): Promise<string | undefined> {
  return (await PlayerNameModel.findById(nameComparisonKey(name)).lean())?.holder;
}

/** Claims `name` for `holder`: true when it is theirs now (claimed now or before), false when someone else holds it. */
export async function claimName(name: string, holder: string): Promise<boolean> {
  const result = await claimByInsert(PlayerNameModel, { _id: nameComparisonKey(name), holder, claimed_at: new Date() });
  return result.claimed || result.existing.holder === holder;
}

/** Gives `name` back, only if `holder` holds it (a rolled-back sign-up, an admin's rename). */
export async function releaseName(name: string, holder: string): Promise<void> {
  await PlayerNameModel.deleteOne({ _id: nameComparisonKey(name), holder });
}

/** Claims the names of `profiles` for them where nobody holds them yet (seeded players); taken names are left alone. */
export async function claimMissingNames(profiles: Array<{ _id: string; full_name: string }>): Promise<void> {
  const claims = profiles.filter((profile) => nameComparisonKey(profile.full_name) !== '');
  if (claims.length === 0) return;
  await PlayerNameModel.bulkWrite(
    claims.map(({ _id, full_name }) => ({
      updateOne: {
        filter: { _id: nameComparisonKey(full_name) },
        update: { $setOnInsert: { holder: _id, claimed_at: new Date() } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}
