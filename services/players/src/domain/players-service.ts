import type { LegacyPlayer, LegacyPlayerRegister, Player } from '@padel/contracts';
import { AppError, type Principal } from '@padel/service-kit';
import type { ProfileRecord } from '../data-access/profile-model';
import { findPlayerById, findPlayers, updateProfile } from '../data-access/profile-repository';
import { ensureOwnProfile } from './profile-service';

export function toPlayer(profile: ProfileRecord): Player {
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

const capitalised = (hand: 'left' | 'right' | null) => (hand === 'left' ? 'Left' : hand === 'right' ? 'Right' : null);
const lowercased = (hand: 'Left' | 'Right' | null | undefined) => (hand ? (hand.toLowerCase() as 'left' | 'right') : null);

/** The player in the legacy register form's shape; the partner is the most recent one from a confirmed team. */
export function toLegacyPlayer(profile: ProfileRecord): LegacyPlayer {
  const partner = [...(profile.partners ?? [])].sort((a, b) => b.since.getTime() - a.since.getTime())[0];
  return {
    id: profile._id,
    ranking: profile.ranking ?? null,
    name: profile.full_name,
    country: profile.country ?? null,
    points: profile.points,
    wins: profile.wins,
    losses: profile.losses,
    strongHand: capitalised(profile.strong_hand),
    courtSide: capitalised(profile.court_side),
    height: profile.height ?? null,
    photoUrl: profile.photo_url ?? null,
    partnerId: partner?.partnerId ?? null,
    partnerName: partner?.partnerName ?? null,
    matchesPlayed: profile.matches_played,
    titlesWon: profile.titles_won,
  };
}

export async function listPlayers(): Promise<Player[]> {
  return (await findPlayers()).map(toPlayer);
}

export async function getPlayer(id: string): Promise<Player> {
  const profile = await findPlayerById(id);
  if (!profile) throw new AppError(404, 'Player not found');
  return toPlayer(profile);
}

/**
 * Registers the caller as a player (legacy form), or updates the registration. The form's details go on the
 * caller's own profile; points, results, ranking and partners are the league's records, never the form's.
 */
export async function registerOwnPlayer(
  principal: Principal,
  form: LegacyPlayerRegister,
): Promise<{ created: boolean; player: LegacyPlayer }> {
  const profile = await ensureOwnProfile(principal);
  const created = !profile.registered_at;
  const updated = await updateProfile(principal.sub, {
    full_name: form.name,
    country: form.country,
    strong_hand: lowercased(form.strongHand),
    court_side: lowercased(form.courtSide),
    height: form.height ?? null,
    photo_url: form.photoUrl ?? null,
    registered_at: profile.registered_at ?? new Date(),
  });
  if (!updated) throw new AppError(404, 'Profile not found');
  return { created, player: toLegacyPlayer(updated) };
}
