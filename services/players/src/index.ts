import { runService } from '@padel/service-kit';
import { logger, start, stop } from './app';

runService({ name: 'players', start, stop, logger });
