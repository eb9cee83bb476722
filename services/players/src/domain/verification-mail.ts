import { apiMessageBody, type MessageResponse } from '@padel/contracts';
import { AppError, type Principal } from '@padel/service-kit';
import { businessLimits } from '../data-access/business-limits';
import type { KeycloakAccounts } from '../data-access/keycloak-accounts';
import { findProfile } from '../data-access/profile-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails the caller Keycloak's link that confirms their address again (issue 33): refused when the realm has verified it
 * already (the caller's token may not say so yet), and at most `mailsPerHour` times in any hour per account.
 */
export async function resendVerificationMail(
  accounts: KeycloakAccounts | undefined,
  principal: Principal,
  { mailsPerHour }: { mailsPerHour: number },
): Promise<MessageResponse> {
  if (!accounts) throw new AppError(503, 'AUTH_UNAVAILABLE');
  if (principal.emailVerified || (await accounts.isEmailVerified(principal.sub))) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
  await businessLimits.take(
    { name: 'verification-mail', limit: mailsPerHour, windowMs: HOUR_MS },
    principal.sub,
    'VERIFICATION_MAIL_RATE_LIMITED',
  );
  // The mail is in the language the profile keeps (Keycloak's locale may have missed a change of it).
  await accounts.setLocale(principal.sub, (await findProfile(principal.sub))?.language ?? 'en');
  await accounts.sendVerificationEmail(principal.sub);
  return apiMessageBody('VERIFICATION_MAIL_SENT');
}
