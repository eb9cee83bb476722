import { runService } from '@padel/service-kit';
import { logger, start, stop } from './app';

runService({ name: 'tournaments', start, stop, logger });
