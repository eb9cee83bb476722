import { mailConfigShape, serviceConfigSchema } from '@padel/service-kit';
import { z } from 'zod';

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ConfigSchema = serviceConfigSchema({ port: 8011, dbName: 'padel_players' }).extend({
  /** Load the demo players on start (idempotent: insert missing ids only). */
  SEED_DEMO_DATA: flag.default(true),
  /** Prefix of this service's queue names, `<prefix>.<event-type>` (tests use a unique one). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]+$/)
    .default('players'),
  /** Public client whose password grant opens the session returned by sign-up. */
  KEYCLOAK_WEB_CLIENT_ID: z.string().min(1).default('padel-web'),
  /** Confidential client whose service account creates users (sign-up). */
  KEYCLOAK_SIGNUP_CLIENT_ID: z.string().min(1).default('padel-signup'),
  /** Secret of the sign-up client; unset = sign-up answers 503 "Sign-up is not available". */
  KEYCLOAK_SIGNUP_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** How often an instance looks for a ranking edition or player card made by another instance, in milliseconds. */
  RANKING_REFRESH_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** How often an instance checks whether counting results expired (the weekly edition), in milliseconds. */
  RANKING_EXPIRY_CHECK_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** The site's address: the e-mail verification link leads back here (unset = Keycloak's own confirmation page). */
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /**
   * Sign-ups from one client address (`ctx.ip`: X-Forwarded-For only from TRUSTED_PROXIES; an IPv6 address by its /64)
   * in any hour, counted by the service in its own database (issue 31); 0 = no limit. The gateway counts the same.
   */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  /** Address-confirmation mails one account may ask for again in any hour (My Teams' Resend); 0 = no limit. */
  VERIFICATION_MAIL_RATE_LIMIT: z.coerce.number().int().min(0).max(1000).default(3),
  /** Time limit of each call to Keycloak, in milliseconds. */
  KEYCLOAK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the role worker looks for role changes not yet in Keycloak and the profile, in milliseconds (decision 199). */
  ROLE_SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** The players' mails: entries and draws (decision 198), organizer applications decided (decision 199); none without SMTP_URL. */
  ...mailConfigShape,
});

export type Config = z.infer<typeof ConfigSchema>;
