import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords the realm refuses (issue 31, point 10). */
export const REFUSED_COMMON_PASSWORDS = 10_000;

/** The realm's password blacklist (Keycloak's `passwordBlacklist` policy), in the repository and in Keycloak's data. */
export const COMMON_PASSWORDS_FILE = 'common-passwords.txt';

/**
 * The `count` most common passwords, most common first, in lower case (Keycloak compares a password in lower case):
 * the ranked list of @zxcvbn-ts/language-common, a maintained password-strength package. The repository keeps the
 * file made from it (infra/keycloak/password-blacklists), which a test compares with this list.
 */
export function commonPasswords(count = REFUSED_COMMON_PASSWORDS): string[] {
  const ranked = dictionary['passwords-common'] as string[];
  const unique = new Set<string>();
  for (const password of ranked) {
    unique.add(password.toLowerCase());
    if (unique.size === count) break;
  }
  return [...unique];
}

/** The blacklist file's text: one password a line, Unix line ends, as Keycloak reads it. */
export const commonPasswordsText = (count = REFUSED_COMMON_PASSWORDS): string => `${commonPasswords(count).join('\n')}\n`;
