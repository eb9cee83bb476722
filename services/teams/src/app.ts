import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { EnteredTournamentModel, TournamentStatusChangeModel } from './data-access/entered-tournament-model';
import { InvitationModel } from './data-access/invitation-model';
import { playersClient } from './data-access/players-client';
import { TeamModel } from './data-access/team-model';
import { forgetWithdrawnEntry, recordEnteredTournament, rememberTournamentStatus } from './domain/entered-tournaments';
import { invitationsRouter } from './entry-points/invitations-router';
import { invitationsLegacyRouter } from './entry-points/legacy/invitations-legacy-router';
import { teamsLegacyRouter } from './entry-points/legacy/teams-legacy-router';
import { teamsRouter } from './entry-points/teams-router';

/** Teams and invitations (accepted ones published through the teams' outbox) and the tournaments teams entered (and withdrew from, or saw unpublished). */
export const { logger, start, stop } = defineService({
  name: 'teams',
  configSchema: ConfigSchema,
  // The unique indexes carry the one-team-per-pair and one-pending-invitation rules: build them before serving.
  prepare: async () => {
    await Promise.all([
      TeamModel.createIndexes(),
      InvitationModel.createIndexes(),
      EnteredTournamentModel.createIndexes(),
      TournamentStatusChangeModel.createIndexes(),
    ]);
  },
  events: {
    subscriptions: {
      'entry-confirmed': (event, { logger: log }) => recordEnteredTournament(event, log),
      'entry-withdrawn': (event, { logger: log }) => forgetWithdrawnEntry(event, log),
      'tournament-status-changed': (event, { logger: log }) => rememberTournamentStatus(event, log),
    },
    outboxModels: [TeamModel],
  },
  routers: ({ config, logger: log }) => {
    const invitationDeps = {
      lookupPlayer: playersClient({ baseUrl: config.PLAYERS_URL, timeoutMs: config.PLAYERS_TIMEOUT_MS, logger: log }),
      invitationTtlDays: config.INVITATION_TTL_DAYS,
    };
    return [invitationsLegacyRouter(invitationDeps), invitationsRouter(invitationDeps), teamsLegacyRouter(), teamsRouter()];
  },
});
