import { z } from 'zod';
import { LOOPBACK_PROXIES, trustedProxiesProblem } from './trusted-proxies';
import { shutdownTimeoutSchema } from './shutdown';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

/** Settings every service reads from the environment; extend with service-specific keys. */
export function serviceConfigSchema(defaults: { port: number; dbName: string }) {
  return z.object({
    /** HTTP port; 0 picks a free one (tests). */
    PORT: z.coerce.number().int().min(0).max(65535).default(defaults.port),
    /**
     * Address to listen on: loopback by default, so on a machine of its own only the gateway beside it reaches the
     * service; in a container the container's network (0.0.0.0), where only the gateway's port is published.
     */
    HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Peers whose X-Forwarded-* headers count (the gateway): addresses or CIDR ranges, comma-separated. From any other
     * peer the headers are dropped, so a forged X-Forwarded-For never becomes the client's address.
     */
    TRUSTED_PROXIES: z
      .string()
      .default(LOOPBACK_PROXIES)
      .superRefine((value, ctx) => {
        const problem = trustedProxiesProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** MongoDB server URL without a database, e.g. mongodb://127.0.0.1:27037. */
    MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, { error: 'must be a mongodb:// URL' }),
    /** Database this service owns. */
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,63}$/, { error: 'must be a plain database name' })
      .default(defaults.dbName),
    /**
     * Connections to the database. The local launcher sets 1 for FerretDB 1.x, whose single-document updates are
     * not isolated across connections (concurrent $push/$inc/$pull lose writes); one connection serialises this
     * service's writes. MongoDB updates are atomic per document: keep the default there.
     */
    MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Milliseconds a graceful stop (SIGTERM) may take in all: stop accepting, cancel the consumers, finish in-flight
     * requests and handlers, publish what is due in the outboxes, close the broker and the database, each step
     * within its share. Keep it below the container's stop_grace_period (compose: 25 s).
     */
    SHUTDOWN_TIMEOUT_MS: shutdownTimeoutSchema,
    /** Milliseconds an event waits in its outbox before the relay publishes it (0; tests of a crash in that window). */
    OUTBOX_RELAY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /** Days a consumed event's id is remembered to drop redeliveries (services that consume events prune older ones). */
    PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** RabbitMQ URL, e.g. amqp://guest:guest@127.0.0.1:5692. */
    AMQP_URL: z.string().regex(/^amqps?:\/\//, { error: 'must be an amqp:// URL' }),
    /** Keycloak base URL incl. relative path, used for JWKS and admin calls; unset = no authentication. */
    KEYCLOAK_URL: optionalUrl,
    /** Keycloak base the browser sees; tokens' issuer is `${KEYCLOAK_PUBLIC_URL}/realms/${KEYCLOAK_REALM}`. */
    KEYCLOAK_PUBLIC_URL: optionalUrl,
    /** Realm of the league's users. */
    KEYCLOAK_REALM: z.string().min(1).default('padel'),
    /** Audience access tokens must carry. */
    API_AUDIENCE: z.string().min(1).default('padel-api'),
    /** The web client access tokens must be issued to (their `azp`): other clients' tokens are refused. */
    KEYCLOAK_WEB_CLIENT_ID: z.string().min(1).default('padel-web'),
  });
}

export type ServiceConfig = z.infer<ReturnType<typeof serviceConfigSchema>>;
