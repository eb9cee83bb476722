import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { playersClient } from './data-access/players-client';
import { smtpMailer } from '@padel/service-kit';
import { InvitationModel } from './data-access/invitation-model';
import { TeamModel } from './data-access/team-model';
import { forgetWithdrawnEntry, recordEnteredTournament, rememberTournamentStatus } from './domain/entered-tournaments';
import { closeInvitationsOfBlockedUser } from './domain/blocked-accounts';
import { InvitationMailRelay } from './domain/invitation-mail-relay';
import { invitationsRouter } from './entry-points/invitations-router';
import { invitationsLegacyRouter } from './entry-points/legacy/invitations-legacy-router';
import { teamsLegacyRouter } from './entry-points/legacy/teams-legacy-router';
import { teamsRouter } from './entry-points/teams-router';

/** Sends the invitation mails of the mail outbox while the service runs; none without an SMTP server. */
let mailRelay: InvitationMailRelay | undefined;

/**
 * Teams and invitations (accepted ones published through the teams' outbox, invitations by email mailed through the
 * mail outbox) and the tournaments teams entered (and withdrew from, or saw unpublished).
 */
export const { logger, start, stop } = defineService({
  name: 'teams',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    if (!config.SMTP_URL) {
      log.warn('SMTP_URL not set: invitations by email are not mailed');
      return;
    }
    mailRelay = new InvitationMailRelay({
      send: smtpMailer(config.SMTP_URL, config.MAIL_FROM),
      publicUrl: config.PUBLIC_URL,
      invitationTtlDays: config.INVITATION_TTL_DAYS,
      intervalMs: config.MAIL_RELAY_INTERVAL_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
      logger: log,
    });
    mailRelay.start();
  },
  beforeStop: async () => {
    await mailRelay?.stop();
    mailRelay = undefined;
  },
  events: {
    subscriptions: {
      'entry-confirmed': (event, { logger: log }) => recordEnteredTournament(event, log),
      'entry-withdrawn': (event, { logger: log }) => forgetWithdrawnEntry(event, log),
      'tournament-status-changed': (event, { logger: log }) => rememberTournamentStatus(event, log),
      // A blocked account's pending invitations are closed (decision 202).
      'account-blocked': (event, { logger: log }) => closeInvitationsOfBlockedUser(event, log),
    },
    outboxModels: [TeamModel, InvitationModel],
  },
  routers: ({ config, logger: log }) => {
    const invitationDeps = {
      lookupPlayer: playersClient({ baseUrl: config.PLAYERS_URL, timeoutMs: config.PLAYERS_TIMEOUT_MS, logger: log }),
      invitationTtlDays: config.INVITATION_TTL_DAYS,
      invitationMailPlanned: mailRelay && (() => mailRelay?.notify()),
      limits: {
        invitationsPerHour: config.INVITATION_RATE_LIMIT,
        mailsPerInviterAndAddress: config.INVITATION_MAILS_PER_INVITER_AND_ADDRESS,
        mailsPerAddress: config.INVITATION_MAILS_PER_ADDRESS,
      },
    };
    return [invitationsLegacyRouter(invitationDeps), invitationsRouter(invitationDeps), teamsLegacyRouter(), teamsRouter()];
  },
});
