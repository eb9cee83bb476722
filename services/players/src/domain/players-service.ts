import {
  DEFAULT_PAGE_LIMIT,
  nameComparisonKey,
  normaliseName,
  searchKeyOf,
  type Player,
  type PlayerPage,
  type PlayerSearchQuery,
} from '@padel/contracts';
import { AppError, createLogger, roleOf, type Principal } from '@padel/service-kit';
import { claimName, releaseName } from '../data-access/player-name-repository';
import { findLatestResults } from '../data-access/player-results-repository';
import { findPlayerById, findPlayerPage, findProfile, updateProfile, type ProfileRecord } from '../data-access/profile-repository';
import { ensureOwnProfile } from './profile-service';
import { recordCardChange } from './ranking/player-cards';
import { publishEdition } from './ranking/ranking-editions';
import { standingOf } from './ranking/standing';
import { leadingPlayerIds, withCurrentRanking } from './ranking/ranking-view';

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

/**
 * The players `caller` may not invite (decision 180): themselves, their partners in confirmed teams and anyone with a
 * pending invitation between them that has not expired, all read from the caller's own profile by its id.
 */
async function notOfferedTo(caller: Principal | undefined, now: Date): Promise<string[]> {
  if (!caller) return [];
  const profile = await findProfile(caller.sub);
  const excluded = new Set([caller.sub]);
  for (const partner of profile?.partners ?? []) excluded.add(partner.partnerId);
  for (const pending of profile?.pending_invitations ?? []) if (pending.expiresAt.getTime() > now.getTime()) excluded.add(pending.playerId);
  return [...excluded];
}

/** A page of registered players by name, searched and filtered; a signed-in caller's partners-to-be only. */
export async function searchPlayers(query: PlayerSearchQuery, caller: Principal | undefined): Promise<PlayerPage> {
  const { players, total } = await findPlayerPage({
    key: searchKeyOf(query.q ?? ''),
    country: query.country || undefined,
    strong_hand: query.strong_hand,
    court_side: query.court_side,
    excludedIds: await notOfferedTo(caller, new Date()),
    skip: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { page: query.page, limit: query.limit, total, players: players.map(toPlayer) };
}

/**
 * The older list (GET /api/players without parameters, decision 180): its order as before (the ranking's: ranked by
 * position, then unranked by name) but only the first 20, taken from the ranking in memory and read by `_id`, so its
 * cost does not grow with the league; `total` counts them all.
 */
export async function leadingPlayers(caller: Principal | undefined): Promise<{ players: Player[]; total: number }> {
  const { ids, total } = leadingPlayerIds(DEFAULT_PAGE_LIMIT, new Set(await notOfferedTo(caller, new Date())));
  const profiles = await Promise.all(ids.map((id) => findPlayerById(id)));
  return { players: profiles.flatMap((profile) => (profile ? [toPlayer(profile)] : [])), total };
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
  if (created) await rankResultsOfNewPlayer(updated);
  return { created, profile: withCurrentRanking(updated) };
}

const rankingLogger = createLogger('players-ranking');

/**
 * Results recorded before the player registered (a partner entered them, the tournament was played) count from the
 * registration on: the editions made meanwhile left the player out (only registered players are ranked, decision 090),
 * so without a new edition the ranking showed 0 points while the player's explanation counted those results.
 */
async function rankResultsOfNewPlayer(profile: ProfileRecord): Promise<void> {
  const asOf = new Date();
  const results = await findLatestResults(profile._id, profile.results_version ?? 0);
  if (standingOf(results?.placements ?? [], asOf).points === 0) return;
  await publishEdition({ reason: 'player-registered', playerIds: [profile._id], asOf }, rankingLogger);
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
