import type { Player } from '@padel/contracts';
import { AppError, type Principal } from '@padel/service-kit';
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
  const updated = await updateProfile(principal.sub, { ...registration, registered_at: profile.registered_at ?? new Date() });
  if (!updated) throw new AppError(404, 'PROFILE_NOT_FOUND');
  await recordCardChange(updated);
  return { created, profile: withCurrentRanking(updated) };
}
