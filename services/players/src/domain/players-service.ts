import type { Player } from '@padel/contracts';
import { AppError } from '@padel/service-kit';
import type { ProfileRecord } from '../data-access/profile-model';
import { findPlayerById, findPlayers } from '../data-access/profile-repository';

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

export async function listPlayers(): Promise<Player[]> {
  return (await findPlayers()).map(toPlayer);
}

export async function getPlayer(id: string): Promise<Player> {
  const profile = await findPlayerById(id);
  if (!profile) throw new AppError(404, 'Player not found');
  return toPlayer(profile);
}
