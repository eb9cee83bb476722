import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Standard output through sonic-boom, asynchronously: a line is queued and written in the background, so a request
 * never waits for the write. Lines are gathered until 4 KB are queued or 100 ms have passed (each write hands a
 * buffer to a libuv thread and back: one per line cost a busy process more than the line itself, decision 157).
 * Nothing is sampled or dropped, and whatever is still queued is written synchronously when the process exits. One per
 * process.
 */
let stdout: DestinationStream | undefined;
const GATHERED_BYTES = 4096;
const FLUSH_EVERY_MS = 100;

/** pino's `isoTime`, made once per millisecond: a busy process logs several lines in one. */
let timeMs = -1;
let timeField = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** JSON logger; level from LOG_LEVEL (default info, `silent` turns logs off). */
export function createLogger(name: string): Logger {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: GATHERED_BYTES, periodicFlush: FLUSH_EVERY_MS });
  return pino(
    {
      name,
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: name },
      timestamp: isoTime,
      redact: {
        paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.access_token', '*.refresh_token'],
        remove: true,
      },
    },
    stdout,
  );
}

/**
 * The logger for `request` lines: the same lines without the redaction pass, which costs a third of a line. Their fields
 * (`reqId`, `method`, `url`, `status`, `ms`) are none of the redacted paths, so the output is the same.
 */
export function requestLineLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

export type { Logger };
