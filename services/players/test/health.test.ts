import { describeHealthAndReady } from '@padel/tools/testing/health-tests';
import * as players from '../src/app';

describeHealthAndReady({
  service: 'players',
  app: players,
  overrides: { SEED_DEMO_DATA: false },
  consumes: ['invitation-accepted'],
  apiPath: '/api/players',
});
