import { defineService, startMailOutboxRelay, type Logger, type MailOutboxRelay } from '@padel/service-kit';
import { ConfigSchema, type Config } from './config';
import { ensureApplicationIndexes } from './data-access/application-repository';
import { KeycloakAccounts } from './data-access/keycloak-accounts';
import { backfillSearchFields, ensureProfileIndexes, normaliseStoredProfiles } from './data-access/profile-repository';
import { mailEntryConfirmed, mailEntryRejected, mailEntryWaitlisted, mailTournamentDrawn } from './domain/entry-mails';
import { recordMatchResult, recordTournamentResult } from './domain/match-results';
import { recordPartnership } from './domain/partners';
import { RoleConvergence } from './domain/role-convergence';
import { AccountStateModel } from './data-access/account-state-repository';
import { recordInvitationClosed, recordInvitationSent } from './domain/pending-invitations';
import { ensureRankingEdition } from './domain/ranking/ranking-editions';
import { resetRankingView } from './domain/ranking/ranking-view';
import { adminRouter } from './entry-points/admin-router';
import { authRouter } from './entry-points/auth-router';
import { playersLegacyRouter } from './entry-points/legacy/players-legacy-router';
import { organizerApplicationsRouter } from './entry-points/organizer-applications-router';
import { playersRouter } from './entry-points/players-router';
import { profileRouter } from './entry-points/profile-router';
import { startRankingSchedule } from './entry-points/ranking-schedule';
import { rankingsRouter } from './entry-points/rankings-router';
import { seedDemoPlayers } from './seed/demo-players';

let stopRankingSchedule: (() => Promise<void>) | undefined;
let roleConvergence: RoleConvergence | undefined;
/** Sends the players' mails planned in the mail outbox while the service runs. */
let mailRelay: MailOutboxRelay | undefined;

/** Profiles, sign-up through Keycloak, the partnerships of accepted team invitations and the pending ones, players' results and the ranking. */
export const { logger, start, stop } = defineService({
  name: 'players',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    await normaliseStoredProfiles();
    await ensureProfileIndexes();
    await ensureApplicationIndexes();
    if (config.SEED_DEMO_DATA) await seedDemoPlayers(log);
    const searchable = await backfillSearchFields();
    if (searchable > 0) log.info({ profiles: searchable }, 'search fields given to players stored before the search');
    resetRankingView();
    await ensureRankingEdition(new Date(), log);
    const { SMTP_URL, MAIL_FROM, MAIL_RELAY_INTERVAL_MS, MAIL_RETRY_MAX_MS } = config;
    mailRelay = startMailOutboxRelay({ SMTP_URL, MAIL_FROM, MAIL_RELAY_INTERVAL_MS, MAIL_RETRY_MAX_MS }, log);
    stopRankingSchedule = startRankingSchedule(
      { refreshMs: config.RANKING_REFRESH_MS, expiryCheckMs: config.RANKING_EXPIRY_CHECK_MS },
      log,
    );
    const accounts = keycloakAccounts(config, log);
    if (accounts) {
      roleConvergence = new RoleConvergence(accounts, {
        intervalMs: config.ROLE_SYNC_INTERVAL_MS,
        publicUrl: config.PUBLIC_URL,
        logger: log,
      });
      roleConvergence.start();
    }
  },
  beforeStop: async () => {
    await stopRankingSchedule?.();
    stopRankingSchedule = undefined;
    await roleConvergence?.stop();
    roleConvergence = undefined;
    await mailRelay?.stop();
    mailRelay = undefined;
  },
  events: {
    subscriptions: {
      'invitation-accepted': (event, { logger: log }) => recordPartnership(event, log),
      'invitation-sent': (event, { logger: log }) => recordInvitationSent(event, log),
      'invitation-closed': (event, { logger: log }) => recordInvitationClosed(event, log),
      'match-completed': (event, { logger: log }) => recordMatchResult(event, log),
      'tournament-completed': (event, { logger: log }) => recordTournamentResult(event, log),
      // The players' mails about their entries and draws (decision 198).
      'entry-confirmed': (event, { logger: log }) => mailEntryConfirmed(event, log),
      'entry-waitlisted': (event, { logger: log }) => mailEntryWaitlisted(event, log),
      'entry-rejected': (event, { logger: log }) => mailEntryRejected(event, log),
      'tournament-drawn': (event, { logger: log }) => mailTournamentDrawn(event, log),
    },
    // account-blocked (decision 202).
    outboxModels: [AccountStateModel],
  },
  routers: ({ config, logger: log }) => {
    const accounts = keycloakAccounts(config, log);
    return [
      authRouter(accounts, log, {
        signupsPerHour: config.SIGNUP_RATE_LIMIT,
        verificationMailsPerHour: config.VERIFICATION_MAIL_RATE_LIMIT,
      }),
      profileRouter(accounts, log),
      playersLegacyRouter(),
      playersRouter(),
      rankingsRouter(),
      organizerApplicationsRouter(),
      adminRouter({ publicUrl: config.PUBLIC_URL, accounts }),
    ];
  },
});

/** User administration for sign-up; undefined when Keycloak or the sign-up client secret is not configured. */
function keycloakAccounts(config: Config, log: Logger): KeycloakAccounts | undefined {
  if (!config.KEYCLOAK_URL || !config.KEYCLOAK_SIGNUP_CLIENT_SECRET) {
    log.warn('Keycloak sign-up client not configured: POST /api/auth/signup answers 503');
    return undefined;
  }
  return new KeycloakAccounts({
    baseUrl: config.KEYCLOAK_URL,
    realm: config.KEYCLOAK_REALM,
    adminClientId: config.KEYCLOAK_SIGNUP_CLIENT_ID,
    adminClientSecret: config.KEYCLOAK_SIGNUP_CLIENT_SECRET,
    webClientId: config.KEYCLOAK_WEB_CLIENT_ID,
    verifiedRedirectUrl: config.PUBLIC_URL && `${config.PUBLIC_URL.replace(/\/+$/, '')}/`,
    timeoutMs: config.KEYCLOAK_TIMEOUT_MS,
    logger: log,
  });
}
