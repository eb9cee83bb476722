import path from 'node:path';
import { z } from 'zod';
import { loadConfig as loadValidatedConfig, shutdownTimeoutSchema } from '@padel/service-kit';

/** Repository root, whether running from `gateway/src` (tsx, jest) or `gateway/dist` (node). */
const repoRoot = path.resolve(__dirname, '..', '..');

/** An unset or empty environment variable counts as "not given". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** An unset or empty environment variable takes the default. */
const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const httpUrl = z.url({ protocol: /^https?$/ });
/** One http(s) URL, or several separated by commas: the replicas of a service (see `replicaUrls`). */
const httpUrls = z.string().refine((value) => value.split(',').every((url) => httpUrl.safeParse(url.trim()).success), {
  error: 'must be http(s) URLs separated by commas',
});

/** The URLs of a service's replicas, from a setting such as PLAYERS_URL. */
export function replicaUrls(value: string): URL[] {
  return value.split(',').map((url) => new URL(url.trim()));
}

export const configSchema = z
  .object({
    /** Port the gateway listens on (0 = any free port). */
    PORT: withDefault(z.coerce.number().int().min(0).max(65535), 8000),
    /**
     * Base URL of the players service, or of its replicas separated by commas (each request goes to the next one in
     * turn, and to another one when the chosen one refuses the connection: decision 134). The same holds for the
     * other services' URLs below. The players service owns /api/auth, /api/profile, /api/players, /api/rankings, /api/organizer-applications, /api/admin.
     */
    PLAYERS_URL: withDefault(httpUrls, 'http://127.0.0.1:8011'),
    /** Base URL of the tournaments service (owns /api/tournaments, /api/tournament-entries, /api/tournament-registrations). */
    TOURNAMENTS_URL: withDefault(httpUrls, 'http://127.0.0.1:8012'),
    /** Base URL of the teams service (owns /api/teams, /api/team-invitations). */
    TEAMS_URL: withDefault(httpUrls, 'http://127.0.0.1:8013'),
    /** Base URL of the news service (owns /api/news and /api/admin/news). */
    NEWS_URL: withDefault(httpUrls, 'http://127.0.0.1:8014'),
    /** Keycloak base URL the gateway talks to, including the relative path (e.g. http://127.0.0.1:8091/auth). Unset = no sign-in. */
    KEYCLOAK_URL: optional(httpUrl),
    /** Keycloak base URL the browser sees (e.g. http://localhost:8000/auth); tokens' issuer is built from it. */
    KEYCLOAK_PUBLIC_URL: optional(httpUrl),
    /** Realm of the league. */
    KEYCLOAK_REALM: withDefault(z.string().min(1), 'padel'),
    /** Audience every API access token must carry. */
    API_AUDIENCE: withDefault(z.string().min(1), 'padel-api'),
    /** Public Keycloak client the web app signs in with. */
    KEYCLOAK_WEB_CLIENT_ID: withDefault(z.string().min(1), 'padel-web'),
    /** Location of mf-public's remote entry handed to the shell (absolute URL or path on this origin). */
    REMOTE_MF_PUBLIC_URL: withDefault(z.string().min(1), '/mf/public/remoteEntry.js'),
    /** Location of mf-teams' remote entry handed to the shell. */
    REMOTE_MF_TEAMS_URL: withDefault(z.string().min(1), '/mf/teams/remoteEntry.js'),
    /** Location of mf-host's remote entry handed to the shell. */
    REMOTE_MF_HOST_URL: withDefault(z.string().min(1), '/mf/host/remoteEntry.js'),
    /** Built shell served at / (ignored when SHELL_UPSTREAM is set). */
    SHELL_DIST: withDefault(z.string().min(1), path.join(repoRoot, 'shell', 'dist')),
    /** Built mf-public served at /mf/public/ (ignored when MF_PUBLIC_UPSTREAM is set). */
    MF_PUBLIC_DIST: withDefault(z.string().min(1), path.join(repoRoot, 'mf-public', 'dist')),
    /** Built mf-teams served at /mf/teams/ (ignored when MF_TEAMS_UPSTREAM is set). */
    MF_TEAMS_DIST: withDefault(z.string().min(1), path.join(repoRoot, 'mf-teams', 'dist')),
    /** Built mf-host served at /mf/host/ (ignored when MF_HOST_UPSTREAM is set). */
    MF_HOST_DIST: withDefault(z.string().min(1), path.join(repoRoot, 'mf-host', 'dist')),
    /** Static server of the shell to proxy / to, instead of SHELL_DIST (one container per front end). */
    SHELL_UPSTREAM: optional(httpUrl),
    /** Static server of mf-public to proxy /mf/public/ to (prefix stripped). */
    MF_PUBLIC_UPSTREAM: optional(httpUrl),
    /** Static server of mf-teams to proxy /mf/teams/ to (prefix stripped). */
    MF_TEAMS_UPSTREAM: optional(httpUrl),
    /** Static server of mf-host to proxy /mf/host/ to (prefix stripped). */
    MF_HOST_UPSTREAM: optional(httpUrl),
    /**
     * Milliseconds a graceful stop (SIGTERM) may take in all: stop accepting (/ready 503), end the proxied event
     * streams, finish in-flight requests, close the upstream connections and the rate-limit store. Keep it below the
     * container's stop_grace_period (compose: 25 s).
     */
    SHUTDOWN_TIMEOUT_MS: shutdownTimeoutSchema,
    /**
     * Connections one client address may hold at once (decision 191): TCP connections when clients reach the gateway
     * directly (TRUSTED_PROXY_COUNT 0; one more is closed), and requests in progress always (one more is 429
     * TOO_MANY_CONNECTIONS). A browser opens about 6 per site; live streams have their own, lower cap.
     */
    CONNECTIONS_PER_CLIENT: withDefault(z.coerce.number().int().positive(), 50),
    /** Live streams (a tournament's server-sent events) one client address may hold open at once (issue 31). */
    LIVE_STREAMS_PER_CLIENT: withDefault(z.coerce.number().int().positive(), 10),
    /** Milliseconds an upstream may take to answer (and may stay idle while streaming) before 504. */
    UPSTREAM_TIMEOUT_MS: withDefault(z.coerce.number().int().positive(), 30_000),
    /**
     * Milliseconds an event stream (text/event-stream) may stay silent before the gateway drops it; services send a
     * heartbeat every 15 s, so only a dead upstream is this quiet, and the browser then reconnects.
     */
    STREAM_IDLE_TIMEOUT_MS: withDefault(z.coerce.number().int().positive(), 60_000),
    /**
     * Bytes of public API reads the gateway keeps and answers itself, each only as long as its service said
     * (decision 170: the news list and articles); 0 turns the gateway's read cache off.
     */
    READ_CACHE_MAX_BYTES: withDefault(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(256 * 1024 * 1024),
      16 * 1024 * 1024,
    ),
    /** MongoDB server (without a database) holding the rate limits' counts, shared by every gateway replica. */
    MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, { error: 'must be a mongodb:// URL' }),
    /** Database of the gateway's rate-limit counts. */
    MONGO_DB: withDefault(z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, { error: 'must be a plain database name' }), 'padel_gateway'),
    /** Connections to the database (the launcher sets 1 for FerretDB, whose updates are not isolated across connections). */
    MONGO_MAX_POOL_SIZE: withDefault(z.coerce.number().int().min(1).max(200), 10),
    /**
     * Proxies in front of the gateway that append to X-Forwarded-For (Koa's maxIpsCount): the client address is the
     * entry that many places from the end. 0 (default): the header is ignored and the socket's address counts, so a
     * forged header cannot reset a rate limit. Behind one TLS-terminating proxy: 1 (also trusts its X-Forwarded-Proto).
     */
    TRUSTED_PROXY_COUNT: withDefault(z.coerce.number().int().min(0).max(10), 0),
    /** Failed sign-ins per client address and account until 15 quiet minutes passed (decision 190); 0 turns it off. */
    SIGN_IN_FAILURES_PER_ACCOUNT: withDefault(z.coerce.number().int().min(0).max(50), 5),
    /**
     * Failed sign-ins of one account from all addresses together (until 15 quiet minutes passed) that make it guarded:
     * from then on each address may fail on it only SIGN_IN_FAILURES_WHEN_GUARDED times (decision 190). Keep it and
     * what addresses add far below the realm's failureFactor (100), so guessers never trigger Keycloak's lock. 0 = off.
     */
    SIGN_IN_ACCOUNT_GUARD: withDefault(z.coerce.number().int().min(0).max(50), 10),
    /** Failed sign-ins per client address on a guarded account (see SIGN_IN_ACCOUNT_GUARD); the owner's allowance for typos. */
    SIGN_IN_FAILURES_WHEN_GUARDED: withDefault(z.coerce.number().int().min(1).max(10), 2),
    /** Failed sign-ins per client address in 15 minutes, whatever the accounts (password spraying); 0 turns it off. */
    SIGN_IN_FAILURES_PER_ADDRESS: withDefault(z.coerce.number().int().min(0).max(100_000), 30),
    /** Password-reset mails asked for one account (the e-mail as submitted, lower-cased) per hour (decision 190); 0 = off. */
    PASSWORD_RESETS_PER_ACCOUNT: withDefault(z.coerce.number().int().min(0).max(1_000), 3),
    /** Password-reset mails asked for from one client address per hour, whatever the accounts; 0 turns it off. */
    PASSWORD_RESETS_PER_ADDRESS: withDefault(z.coerce.number().int().min(0).max(100_000), 10),
    /**
     * Milliseconds before the gateway answers a request for a password-reset mail, refused or not, so that the time
     * does not tell whether Keycloak sent a mail (whether the account exists). Keep it above Keycloak's time to send one.
     */
    PASSWORD_RESET_ANSWER_MS: withDefault(z.coerce.number().int().min(0).max(10_000), 1_000),
    /** Sign-up attempts (POST /api/auth/signup) allowed per client address per hour; 0 turns the limit off. */
    SIGNUP_RATE_LIMIT: withDefault(z.coerce.number().int().min(0).max(100_000), 20),
    /** Invitations (POST /api/team-invitations) a signed-in user may send per hour; 0 turns the limit off. */
    INVITATION_RATE_LIMIT: withDefault(z.coerce.number().int().min(0).max(100_000), 30),
    /** Entries (POST /api/tournament-entries and /api/tournament-registrations) per signed-in user per hour; 0 = off. */
    ENTRY_RATE_LIMIT: withDefault(z.coerce.number().int().min(0).max(100_000), 20),
    /**
     * Origins besides the site's own that images may come from (Content-Security-Policy img-src), comma-separated, e.g.
     * `https://photos.example.com`: the hosts of players' photos we name. A photo elsewhere shows the initials instead.
     */
    IMAGE_ORIGINS: withDefault(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, { error: 'must be https origins, e.g. https://photos.example.com' })),
        ),
      '',
    ),
    /** Port of the operators' listener (`/metrics`, `/ready` naming each dependency); unset = none. Never publish it. */
    OPS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
    /** Address the operators' listener binds to: loopback by default; a container's own address inside compose. */
    OPS_HOST: withDefault(z.string().min(1), '127.0.0.1'),
  })
  .refine((config) => Boolean(config.KEYCLOAK_URL) === Boolean(config.KEYCLOAK_PUBLIC_URL), {
    message: 'KEYCLOAK_URL and KEYCLOAK_PUBLIC_URL must be set together (or both left unset)',
    path: ['KEYCLOAK_PUBLIC_URL'],
  });

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadValidatedConfig(configSchema, env);
}

/** Keycloak settings when sign-in is configured, otherwise undefined. */
export function keycloakSettings(config: Config) {
  if (!config.KEYCLOAK_URL || !config.KEYCLOAK_PUBLIC_URL) return undefined;
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    internalUrl: trim(config.KEYCLOAK_URL),
    publicUrl: trim(config.KEYCLOAK_PUBLIC_URL),
    realm: config.KEYCLOAK_REALM,
    audience: config.API_AUDIENCE,
    webClientId: config.KEYCLOAK_WEB_CLIENT_ID,
  };
}
