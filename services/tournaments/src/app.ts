import { defineService } from '@padel/service-kit';
import { ConfigSchema } from './config';
import { DrawModel } from './data-access/draw-model';
import { EntryModel, ensureEntryIndexes } from './data-access/entry-model';
import { MatchModel } from './data-access/match-model';
import { TournamentModel } from './data-access/tournament-model';
import { withdrawEntriesOfBlockedUser } from './domain/blocked-accounts';
import { LiveHub } from './domain/live-hub';
import { PlaceRepair } from './domain/place-repair';
import { rememberConfirmedTeam } from './domain/tournaments-service';
import { calendarsRouter } from './entry-points/calendars-router';
import { entriesRouter } from './entry-points/entries-router';
import { registrationsLegacyRouter } from './entry-points/legacy/registrations-legacy-router';
import { liveRouter } from './entry-points/live-router';
import { matchesRouter } from './entry-points/matches-router';
import { tournamentsRouter } from './entry-points/tournaments-router';
import { seedDemoDraws } from './seed/demo-draws';
import { seedDemoTournaments } from './seed/demo-tournaments';

/** Live streams open in this process, fed by the broadcasts of every instance's match and draw changes. */
const liveHub = new LiveHub();
let placeRepair: PlaceRepair | undefined;

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
    placeRepair = new PlaceRepair(config.PLACE_REPAIR_INTERVAL_MS, config.PLACE_REPAIR_GRACE_MS, log);
    placeRepair.start();
  },
  events: {
    subscriptions: {
      'invitation-accepted': (event, { logger: log }) => rememberConfirmedTeam(event, log),
      // A blocked account's entries not yet drawn are withdrawn (decision 202).
      'account-blocked': (event, { logger: log }) => withdrawEntriesOfBlockedUser(event, log),
    },
    outboxModels: [EntryModel, DrawModel, MatchModel, TournamentModel],
    broadcasts: {
      'match-updated': (event) => liveHub.matchUpdated(event.data),
      'draw-changed': (event) => liveHub.drawChanged(event.data),
    },
  },
  routers: ({ config }) => [
    tournamentsRouter({ publicListMaxAgeMs: config.PUBLIC_LIST_MAX_AGE_MS }),
    entriesRouter({ entriesPerHour: config.ENTRY_RATE_LIMIT }),
    registrationsLegacyRouter({ entriesPerHour: config.ENTRY_RATE_LIMIT }),
    matchesRouter(),
    calendarsRouter(),
    liveRouter(liveHub, {
      maxConnections: config.LIVE_MAX_CONNECTIONS,
      heartbeatMs: config.LIVE_HEARTBEAT_MS,
      maxLifetimeMs: config.LIVE_STREAM_MAX_LIFETIME_MS,
    }),
  ],
  beforeStop: async () => {
    await placeRepair?.stop();
    placeRepair = undefined;
    await liveHub.closeAll();
  },
});
