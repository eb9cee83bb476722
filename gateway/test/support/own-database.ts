import { randomBytes } from 'node:crypto';

// Each test file's gateways count rate limits in a database of their own, so counts of earlier runs (the same demo
// users, the same loopback address) never reach a later run's limits.
process.env.MONGO_DB = `padel_gateway_test_${randomBytes(5).toString('hex')}`;
