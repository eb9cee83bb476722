import { runService } from '@padel/service-kit';
import { logger, start, stop } from './app';

runService({ name: 'news', start, stop, logger });
