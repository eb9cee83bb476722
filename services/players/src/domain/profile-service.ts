import { normaliseName, type Profile, type ProfilePatch } from '@padel/contracts';
import { AppError, isDuplicateKeyError, roleOf, type Logger, type Principal } from '@padel/service-kit';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { claimName } from '../data-access/player-name-repository';
import { createProfile, findProfile, updateProfile, type ProfileChanges, type ProfileRecord } from '../data-access/profile-repository';
import { recordCardChange } from './ranking/player-cards';
import { withCurrentRanking } from './ranking/ranking-view';

export function toProfile(stored: ProfileRecord): Profile {
  const profile = withCurrentRanking(stored);
  return {
    id: profile._id,
    full_name: profile.full_name,
    email: profile.email ?? '',
    role: profile.role,
    country: profile.country ?? null,
    ranking: profile.ranking ?? null,
    points: profile.points,
    wins: profile.wins,
    losses: profile.losses,
    matches_played: profile.matches_played,
    titles_won: profile.titles_won,
    strong_hand: profile.strong_hand ?? null,
    court_side: profile.court_side ?? null,
    height: profile.height ?? null,
    photo_url: profile.photo_url ?? null,
    registered_player: profile.registered_at !== null && profile.registered_at !== undefined,
    language: profile.language ?? 'en',
  };
}

/**
 * The caller's profile, created from the token's name and email on first use (accounts made outside sign-up); an
 * account without an email gets its user name there.
 * The stored role follows the token's realm roles (admin > partner > player > user).
 */
export async function ensureOwnProfile(principal: Principal): Promise<ProfileRecord> {
  const role = roleOf(principal.roles);
  const stored = await findProfile(principal.sub);
  if (stored) {
    if (stored.role === role) return stored;
    return (await updateProfile(principal.sub, { role })) ?? stored;
  }
  const email = principal.email?.trim() || principal.username || null;
  try {
    const created = await createProfile({ _id: principal.sub, full_name: principal.name, email, role });
    // The account's name (made outside sign-up) is held for it where nobody holds it yet (decision 182).
    if (normaliseName(created.full_name) !== '') await claimName(normaliseName(created.full_name), principal.sub);
    return created;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // A parallel first request created it (same id), or another profile holds this email.
    const created = await findProfile(principal.sub);
    if (created) return created;
    throw new AppError(409, 'EMAIL_IN_USE');
  }
}

export async function getOwnProfile(principal: Principal): Promise<Profile> {
  return toProfile(await ensureOwnProfile(principal));
}

/**
 * Changes the caller's own country, hand, court side, height and mail language. Name and email are not editable here.
 * A new language also becomes the account's Keycloak locale (its pages and mails); if Keycloak cannot take it now, the
 * profile keeps it and the next verification mail sets it (a warning is logged).
 */
export async function updateOwnProfile(
  principal: Principal,
  patch: ProfilePatch,
  { accounts, logger }: { accounts?: KeycloakAccounts; logger?: Logger } = {},
): Promise<Profile> {
  const current = await ensureOwnProfile(principal);
  const changes: ProfileChanges = {};
  if (patch.country !== undefined) changes.country = patch.country === '' ? null : patch.country;
  if (patch.strong_hand !== undefined) changes.strong_hand = patch.strong_hand;
  if (patch.court_side !== undefined) changes.court_side = patch.court_side;
  if (patch.height !== undefined) changes.height = patch.height;
  if (patch.language !== undefined) changes.language = patch.language;
  if (Object.keys(changes).length === 0) return toProfile(current);
  const updated = await updateProfile(principal.sub, changes);
  if (!updated) throw new AppError(404, 'PROFILE_NOT_FOUND');
  if (updated.registered_at) await recordCardChange(updated);
  if (changes.language && accounts)
    await accounts.setLocale(principal.sub, changes.language).catch((error: unknown) => {
      logger?.warn({ err: error, userId: principal.sub }, 'profile language kept, Keycloak locale not set');
    });
  return toProfile(updated);
}
