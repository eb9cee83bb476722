import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { DrawModel } from './data-access/draw-model';
import { EntryModel, ensureEntryIndexes } from './data-access/entry-model';
import { MatchModel } from './data-access/match-model';
import { rememberConfirmedTeam } from './domain/tournaments-service';
import { entriesRouter } from './entry-points/entries-router';
import { registrationsLegacyRouter } from './entry-points/legacy/registrations-legacy-router';
import { matchesRouter } from './entry-points/matches-router';
import { tournamentsRouter } from './entry-points/tournaments-router';
import { seedDemoDraws } from './seed/demo-draws';
import { seedDemoTournaments } from './seed/demo-tournaments';

/** Tournaments, team entries (published through the entries' outbox) and the teams confirmed by invitations. */
export const { logger, start, stop } = defineService({
  name: 'tournaments',
  configSchema: ConfigSchema,
  prepare: async ({ config, logger: log }) => {
    if (config.SEED_DEMO_DATA) {
      await seedDemoTournaments(log);
      await seedDemoDraws(log);
    }
    // One active entry per team per tournament is a unique index: build it before serving.
    await ensureEntryIndexes();
  },
  events: {
    subscriptions: { 'invitation-accepted': (event, { logger: log }) => rememberConfirmedTeam(event, log) },
    outboxModels: [EntryModel, DrawModel, MatchModel],
  },
  routers: () => [tournamentsRouter(), entriesRouter(), registrationsLegacyRouter(), matchesRouter()],
});
