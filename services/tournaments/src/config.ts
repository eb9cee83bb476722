import { serviceConfigSchema } from '@padel/service-kit';
import { z } from 'zod';

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);

export const ConfigSchema = serviceConfigSchema({ port: 8012, dbName: 'padel_tournaments' }).extend({
  /** Load the demo tournaments on start (idempotent: insert missing slugs only). */
  SEED_DEMO_DATA: flag.default(true),
  /** Prefix of this service's queue names, `<prefix>.<event-type>` (tests use a unique one). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]+$/)
    .default('tournaments'),
  /** Live streams (GET /api/tournaments/:id/live) one instance keeps open at most. */
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().positive().default(5_000),
  /** Milliseconds between the heartbeat comments of a live stream (below the gateway's stream idle timeout). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * Milliseconds a live stream stays open at most (issue 31): the service then ends it and the browser reconnects,
   * resuming after the last event it had (Last-Event-ID), so no connection is held for ever.
   */
  LIVE_STREAM_MAX_LIFETIME_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(1_800_000),
  /**
   * Entries (either form) one player may make in any hour, counted by the service in its own database (shared by its
   * replicas, whatever reaches it: issue 31); 0 = no limit. The gateway's ENTRY_RATE_LIMIT counts the same in front.
   */
  ENTRY_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  /** How long the public list held in memory answers before it is found again in the background (decision 185). */
  PUBLIC_LIST_MAX_AGE_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  /** Milliseconds between the sweeps that pass on places still held by entries that left (decision 198's repair). */
  PLACE_REPAIR_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** How long after an entry left its place may still be held before a sweep passes it on (the leaving request's own time). */
  PLACE_REPAIR_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});

export type Config = z.infer<typeof ConfigSchema>;
