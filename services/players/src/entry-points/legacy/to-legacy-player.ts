import type { Hand, LegacyPlayer } from '@padel/contracts';
import type { ProfileRecord } from '../../data-access/profile-repository';

const capitalised = (hand: Hand | null) => (hand === 'left' ? 'Left' : hand === 'right' ? 'Right' : null);

/** The player in the older register form's shape; the partner is the most recent one from a confirmed team. */
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
