import { serviceConfigSchema } from '@padel/service-kit';
import { z } from 'zod';

export const ConfigSchema = serviceConfigSchema({ port: 8013, dbName: 'padel_teams' }).extend({
  /** Prefix of this service's queue names, `<prefix>.<event-type>` (tests use a unique one). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]+$/)
    .default('teams'),
});

export type Config = z.infer<typeof ConfigSchema>;
