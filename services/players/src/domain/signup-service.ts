import { apiMessageBody, type Session, type SignupRequest, type SignupResponse } from '@padel/contracts';
import { AppError, isDuplicateKeyError, type Logger } from '@padel/service-kit';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { claimName, nameHolder, releaseName } from '../data-access/player-name-repository';
import { createProfile } from '../data-access/profile-repository';
import { toProfile } from './profile-service';

/** Realm roles of a newly signed-up account. */
export const SIGNUP_ROLES = ['user', 'player'];

/** Keycloak needs a first and a last name for the password grant; a single name fills both. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  const firstName = parts[0] ?? fullName;
  return { firstName, lastName: parts.length > 1 ? parts.slice(1).join(' ') : firstName };
}

/**
 * Creates the Keycloak user (roles user + player, email not yet verified) and the profile, has Keycloak mail the
 * verification link, then opens a session: the account signs in at once, but e-mail invitations reach it only once
 * the address is verified (the teams service reads `email_verified`).
 * The full name (normalised by the schema) must be no other player's (decision 182): it is claimed for the new user.
 * When the roles, the name or the profile cannot be written, the Keycloak user is removed again (and the name given
 * back), so a retry starts clean.
 * A verification mail that cannot be sent, or a failed sign-in after both exist, leaves the complete account.
 */
export async function signUp(accounts: KeycloakAccounts | undefined, request: SignupRequest, logger: Logger): Promise<SignupResponse> {
  if (!accounts) throw new AppError(503, 'SIGNUP_UNAVAILABLE');
  const { email, password, full_name, language = 'en' } = request;
  // A name another player holds is refused before any account is made (a find by _id); the claim below settles a race.
  if ((await nameHolder(full_name)) !== undefined) throw new AppError(409, 'NAME_TAKEN');
  const userId = await accounts.createUser({ email, password, locale: language, ...splitFullName(full_name) });

  let profile;
  let nameClaimed = false;
  try {
    await accounts.assignRealmRoles(userId, SIGNUP_ROLES);
    nameClaimed = await claimName(full_name, userId);
    if (!nameClaimed) throw new AppError(409, 'NAME_TAKEN');
    profile = await createProfile({ _id: userId, full_name, email, role: 'player', language }).catch((error: unknown) => {
      if (isDuplicateKeyError(error)) throw new AppError(409, 'ACCOUNT_EXISTS');
      throw error;
    });
  } catch (error) {
    if (nameClaimed)
      await releaseName(full_name, userId).catch((releaseError: unknown) =>
        logger.warn({ err: releaseError, userId }, 'name claim not released'),
      );
    await removeUser(accounts, userId, logger);
    throw error;
  }
  await sendVerificationEmail(accounts, userId, logger);
  const session = await openSession(accounts, email, password, logger);
  return {
    ...apiMessageBody(session ? 'ACCOUNT_CREATED' : 'ACCOUNT_CREATED_SIGN_IN'),
    user: { id: userId, email },
    profile: toProfile(profile),
    session,
  };
}

async function openSession(accounts: KeycloakAccounts, email: string, password: string, logger: Logger): Promise<Session | null> {
  try {
    return await accounts.passwordGrant(email, password);
  } catch (error) {
    logger.warn({ err: error, email }, 'account created but the first sign-in failed');
    return null;
  }
}

async function sendVerificationEmail(accounts: KeycloakAccounts, userId: string, logger: Logger): Promise<void> {
  try {
    await accounts.sendVerificationEmail(userId);
  } catch (error) {
    logger.warn({ err: error, userId }, 'account created but the verification email was not sent');
  }
}

async function removeUser(accounts: KeycloakAccounts, userId: string, logger: Logger): Promise<void> {
  try {
    await accounts.deleteUser(userId);
    logger.info({ userId }, 'sign-up rolled back');
  } catch (error) {
    logger.error({ err: error, userId }, 'sign-up rollback failed: remove this Keycloak user by hand');
  }
}
