import { describeHealthAndReady } from '@padel/tools/testing/health-tests';
import * as tournaments from '../src/app';

describeHealthAndReady({
  service: 'tournaments',
  app: tournaments,
  overrides: { SEED_DEMO_DATA: false },
  consumes: ['invitation-accepted'],
  apiPath: '/api/tournaments',
});
