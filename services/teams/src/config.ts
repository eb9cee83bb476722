import { mailConfigShape, serviceConfigSchema } from '@padel/service-kit';
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ConfigSchema = serviceConfigSchema({ port: 8013, dbName: 'padel_teams' }).extend({
  /** Prefix of this service's queue names, `<prefix>.<event-type>` (tests use a unique one). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]+$/)
    .default('teams'),
  /** Players service base URL (its public `GET /api/players/:id` names an invitee while pending); unset = no lookup. */
  PLAYERS_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /** Time limit of a players service lookup, in milliseconds (the invitation is sent without the name after it). */
  PLAYERS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  /** Days a pending invitation stays answerable after it was sent; then it is expired (SPEC §3 status `expired`). */
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** The site's address: invitation mails link to `<PUBLIC_URL>/accept-invitation?token=…`. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  /**
   * Invitations one player may send in any hour, counted by the service in its own database (shared by its replicas,
   * whatever reaches it: issue 31); 0 = no limit. The gateway's INVITATION_RATE_LIMIT counts the same in front.
   */
  INVITATION_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Invitation mails one player may cause to one address in any 24 hours; past it the invitation is sent unmailed. */
  INVITATION_MAILS_PER_INVITER_AND_ADDRESS: z.coerce.number().int().min(0).max(1000).default(3),
  /** Invitation mails one address may receive in any 24 hours, from everyone; past it invitations are sent unmailed. */
  INVITATION_MAILS_PER_ADDRESS: z.coerce.number().int().min(0).max(1000).default(10),
  ...mailConfigShape,
});

export type Config = z.infer<typeof ConfigSchema>;
