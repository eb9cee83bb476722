import { describeHealthAndReady } from '@padel/tools/testing/health-tests';
import * as teams from '../src/app';

describeHealthAndReady({ service: 'teams', app: teams, consumes: ['entry-confirmed'], apiPath: '/api/teams/me' });
