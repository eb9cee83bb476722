import { createLogger, runService } from '@padel/service-kit';
import { start, stop } from './app';

runService({ name: 'gateway', start: () => start(), stop, logger: createLogger('gateway') });
