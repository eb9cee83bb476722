import { nameComparisonKey, normaliseName, type Player } from '@padel/contracts';
import { AppError, roleOf, type Principal } from '@padel/service-kit';
import { claimName, releaseName } from '../data-access/player-name-repository';
import { findPlayerById, findPlayers, updateProfile, type ProfileRecord } from '../data-access/profile-repository';
import { ensureOwnProfile } from './profile-service';
import { recordCardChange } from './ranking/player-cards';
import { withCurrentRanking } from './ranking/ranking-view';

export function toPlayer(stored: ProfileRecord): Player {
  const profile = withCurrentRanking(stored);
  return {
    id: profile._id,
    name: profile.full_name,
    full_name: profile.full_name,
    ranking: profile.ranking ?? null,
    points: profile.points,
    country: profile.country ?? null,
    photo_url: profile.photo_url ?? null,
    strong_hand: profile.strong_hand ?? null,
    court_side: profile.court_side ?? null,
    height: profile.height ?? null,
    matches_played: profile.matches_played,
    wins: profile.wins,
    losses: profile.losses,
    titles_won: profile.titles_won,
  };
}

/** Every registered player (the legacy list), in the current edition's order: ranked by position, then by name. */
export async function listPlayers(): Promise<Player[]> {
  const unranked = Number.MAX_SAFE_INTEGER;
  return (await findPlayers())
    .map(toPlayer)
    .sort((a, b) => (a.ranking ?? unranked) - (b.ranking ?? unranked) || a.full_name.localeCompare(b.full_name, 'en'));
}

export async function getPlayer(id: string): Promise<Player> {
  const profile = await findPlayerById(id);
  if (!profile) throw new AppError(404, 'PLAYER_NOT_FOUND');
  return toPlayer(profile);
}

/** What registering as a player records on the caller's own profile. */
export type PlayerRegistration = Pick<ProfileRecord, 'full_name' | 'country' | 'strong_hand' | 'court_side' | 'height' | 'photo_url'>;

/**
 * Registers the caller as a player, or updates the registration: the details go on the caller's own profile;
 * points, results, ranking and partners are the league's records, never the caller's. Answers the profile.
 */
export async function registerOwnPlayer(
  principal: Principal,
  registration: PlayerRegistration,
): Promise<{ created: boolean; profile: ProfileRecord }> {
  const profile = await ensureOwnProfile(principal);
  const created = !profile.registered_at;
  const renamedFrom = await takeRegisteredName(principal, profile.full_name, registration.full_name);
  const updated = await updateProfile(principal.sub, { ...registration, registered_at: profile.registered_at ?? new Date() });
  if (!updated) throw new AppError(404, 'PROFILE_NOT_FOUND');
  if (renamedFrom) await releaseName(renamedFrom, principal.sub);
  await recordCardChange(updated);
  return { created, profile: withCurrentRanking(updated) };
}

/**
 * The name a registration may record (decision 182): the one the profile has (sign-up's, or the account's), sent again
 * as it is once normalised; a profile without a name takes the one sent, if no other player holds it. Only an admin may
 * change a name that is set. Answers the name given up (to release once the new one is stored), if any.
 */
async function takeRegisteredName(principal: Principal, current: string, wanted: string): Promise<string | undefined> {
  const held = normaliseName(current);
  if (held === wanted) return undefined;
  if (held !== '' && roleOf(principal.roles) !== 'admin') throw new AppError(409, 'NAME_NOT_EDITABLE');
  if (!(await claimName(wanted, principal.sub))) throw new AppError(409, 'NAME_TAKEN');
  return held === '' || nameComparisonKey(held) === nameComparisonKey(wanted) ? undefined : held;
}
