import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Standard output through sonic-boom, asynchronously: a line is queued and written in the background, so a request
 * never waits for the write. Lines are gathered until 4 KB are queued or 100 ms have passed (each write hands a
 * buffer to a libuv thread and back: one per line cost a busy process more than the line itself, decision 157).
 * Nothing is sampled or dropped, and whatever is still queued is written synchronously when the process exits. One per
 * process.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;
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

/**
 * How long `flushLogs` waits at most: a reader that stopped reading must not hold an exit past the container's
 * stop_grace_period (25 s in compose, SHUTDOWN_TIMEOUT_MS 20 s).
 */
const FLUSH_WAIT_MS = 3000;

/** sonic-boom's own flag for a write handed to the system and not yet finished (or waiting to be tried again). */
const writeInFlight = (stream: object): boolean => (stream as { _writing?: boolean })._writing === true;

/**
 * Resolves once every line logged so far is written (or after FLUSH_WAIT_MS). A process awaits it before
 * `process.exit`: the synchronous write at exit skips a write still in flight, so without it the last lines could land
 * ahead of earlier ones, or earlier ones be lost behind a slow reader (decision 167).
 */
export async function flushLogs(): Promise<void> {
  const stream = stdout;
  if (stream === undefined) return;
  const deadline = Date.now() + FLUSH_WAIT_MS;
  // flush's callback comes after an fsync, during which the periodic flush may hand over one more write.
  do {
    const left = deadline - Date.now();
    if (left <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      // A closed stream calls back at once, with an error: there is nothing to wait for then.
      stream.flush(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  } while (writeInFlight(stream));
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

/** The fields of the one `request` line each answered request gets. */
export interface RequestLine {
  reqId: string | undefined;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/**
 * Writes `request` lines for `logger`: byte for byte the line `logger.info({ reqId, method, url, status, ms },
 * 'request')` writes (level, time, the logger's bindings, the fields, msg; an undefined reqId left out), built as one
 * string and handed to the logger's stream (decision 159: pino's serialising and redaction pass cost a busy process
 * more than the line). None of the fields is a redacted path. Nothing is sampled or dropped: every line at info or
 * below is written.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as DestinationStream;
  const bindings = (internals[pino.symbols.chindingsSym] as string | undefined) ?? '';
  const time = internals[pino.symbols.timeSym] as () => string;
  const info = logger.levels.values.info!;
  return ({ reqId, method, url, status, ms }) => {
    if (!logger.isLevelEnabled('info')) return;
    const id = reqId === undefined ? '' : `,"reqId":${JSON.stringify(reqId)}`;
    stream.write(
      `{"level":${info}${time()}${bindings}${id},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}

export type { Logger };
