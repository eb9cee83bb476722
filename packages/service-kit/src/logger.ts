import pino, { type Logger } from 'pino';

/** JSON logger; level from LOG_LEVEL (default info, `silent` turns logs off). */
export function createLogger(name: string): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.access_token', '*.refresh_token'], remove: true },
  });
}

export type { Logger };
