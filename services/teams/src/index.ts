import { runService } from '@padel/service-kit';
import { logger, start, stop } from './app';

runService({ name: 'teams', start, stop, logger });
