import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Standard output through sonic-boom, asynchronously: a line is queued and written in the background (lines that
 * arrive meanwhile go out together in one write), so a request never waits for the write. Nothing is sampled or
 * dropped, and whatever is still queued is written synchronously when the process exits. One per process.
 */
let stdout: DestinationStream | undefined;

/** JSON logger; level from LOG_LEVEL (default info, `silent` turns logs off). */
export function createLogger(name: string): Logger {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return pino(
    {
      name,
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.access_token', '*.refresh_token'],
        remove: true,
      },
    },
    stdout,
  );
}

export type { Logger };
