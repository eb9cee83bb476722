import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { countAndLogWhenClosed, requestIdHeader, requestIdOf } from './http-middleware';
import { requestLineWriter, type RequestLine } from './logger';
import { routePatternOf } from './metrics';

/** What a route asked `answerPublicRead` to keep: the answer's bytes, until when. */
interface KeepRequest {
  body: Buffer;
  expiresAt: number;
}
const keepRequest = Symbol('micro-cache keep request');
type WithKeepRequest = { [keepRequest]?: KeepRequest };

/** ETags of bodies answered more than once (a cached list's bytes), so a read hashes nothing. */
const etags = new WeakMap<Buffer, string>();
function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}

/**
 * Answers a public read whose content is the same for everyone: `body` (JSON bytes, or a value to serialise as Koa
 * would) with an ETag and `Cache-Control: no-cache` (clients keep it and ask again with If-None-Match), 304 when the
 * client's copy is current. The service's micro-cache (see MicroCache) may keep the answer until `expiresAt` (epoch
 * ms) and answer the same request before Koa meanwhile: pass when the data it was made from stops being current.
 */
export function answerPublicRead(ctx: Context, body: unknown, options: { expiresAt: number }): void {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  if (!ctx.response.get('Content-Type')) ctx.type = 'application/json; charset=utf-8';
  ctx.body = bytes;
  ctx.set('ETag', etagOf(bytes));
  ctx.set('Cache-Control', 'no-cache');
  if (ctx.fresh) ctx.status = 304;
  (ctx.state as WithKeepRequest)[keepRequest] = { body: bytes, expiresAt: options.expiresAt };
}

/** Headers of an answer that belong to its connection or to one request: never kept, set per answer. */
const perAnswerHeaders = new Set(['connection', 'keep-alive', 'date', requestIdHeader]);
/** What Koa leaves out of a 304 (`ctx.status = 304` empties the body). */
const bodyHeaders = new Set(['content-type', 'content-length', 'transfer-encoding']);

interface Entry {
  /** Header names as Koa wrote them, with their values, in order. */
  headers: Array<[string, number | string | string[]]>;
  notModifiedHeaders: Array<[string, number | string | string[]]>;
  body: Buffer;
  etag: string;
  /** The metrics' route label Koa's answer had. */
  route: string;
  expiresAt: number;
}

export interface MicroCacheOptions {
  /** The service's logger: each answer's `request` line. */
  logger: Logger;
  /** While it says false (the database unreachable), every request goes to Koa (and its store guard answers 503). */
  storeAvailable?: () => boolean;
  maxEntries?: number;
  /** Bodies kept in all, in bytes; the oldest entries go first beyond it. */
  maxBytes?: number;
  now?: () => number;
}

/** Whether a request is one whose answer may be kept and replayed: a GET with no credentials and no body. */
function replayable(req: http.IncomingMessage): boolean {
  const { headers } = req;
  return (
    req.method === 'GET' &&
    headers.authorization === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}

/**
 * A micro-cache of public reads in front of Koa (issue 14, decision 157). A route opts in with `answerPublicRead`; the
 * answer Koa then sends to a GET without Authorization (status 200, its headers as written, its bytes) is kept under
 * the request's exact URL until the route's `expiresAt`. `answer` (a node:http request listener placed before Koa's
 * callback) replays it to the same URL: the same headers and body with the request's own X-Request-Id (the caller's
 * when well-formed, else a new one), or 304 for an If-None-Match naming its ETag; each answer gets the `request` log
 * line and the HTTP metrics Koa's would. Anything else goes to Koa: other methods, Authorization (a token to verify),
 * a body, If-Modified-Since or Cache-Control beside If-None-Match, an unknown ETag, an unreachable database.
 */
export class MicroCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly writeLine: (line: RequestLine) => void;
  private readonly storeAvailable: () => boolean;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: MicroCacheOptions) {
    this.writeLine = requestLineWriter(options.logger);
    this.storeAvailable = options.storeAvailable ?? (() => true);
    this.maxEntries = options.maxEntries ?? 256;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every kept answer (the data they were made from changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Koa middleware (after the request id): keeps the answers routes offered with `answerPublicRead`, once sent. */
  keeper(): Middleware {
    return async (ctx, next) => {
      await next();
      const offered = (ctx.state as WithKeepRequest)[keepRequest];
      if (!offered || ctx.status !== 200 || ctx.body !== offered.body || !replayable(ctx.req)) return;
      if (offered.expiresAt <= this.now()) return;
      const url = ctx.originalUrl;
      const route = routePatternOf(ctx);
      const { res } = ctx;
      res.once('finish', () => {
        if (res.statusCode !== 200) return;
        const values = res.getHeaders();
        const headers: Entry['headers'] = [];
        // Node has it on every outgoing message; its types declare it on ClientRequest only.
        for (const name of (res as unknown as Pick<http.ClientRequest, 'getRawHeaderNames'>).getRawHeaderNames()) {
          const value = values[name.toLowerCase()];
          if (value !== undefined && !perAnswerHeaders.has(name.toLowerCase())) headers.push([name, value]);
        }
        this.store(url, {
          headers,
          notModifiedHeaders: headers.filter(([name]) => !bodyHeaders.has(name.toLowerCase())),
          body: offered.body,
          etag: etagOf(offered.body),
          route,
          expiresAt: offered.expiresAt,
        });
      });
    };
  }

  private store(url: string, entry: Entry): void {
    this.drop(url);
    this.entries.set(url, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private drop(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.body.length;
  }

  /** Answers the request from a kept answer and returns true, or returns false (Koa answers). */
  readonly answer = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (this.entries.size === 0 || !replayable(req)) return false;
    const url = req.url!;
    const entry = this.entries.get(url);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.drop(url);
      return false;
    }
    const { headers } = req;
    const noneMatch = headers['if-none-match'];
    if (headers['if-modified-since'] !== undefined) return false;
    if (
      noneMatch !== undefined &&
      (headers['cache-control'] !== undefined || (noneMatch !== entry.etag && noneMatch !== `W/${entry.etag}`))
    ) {
      return false;
    }
    if (!this.storeAvailable()) return false;

    const reqId = requestIdOf(headers[requestIdHeader]);
    const status = noneMatch === undefined ? 200 : 304;
    countAndLogWhenClosed(res, this.writeLine, entry.route, () => ({ reqId, method: 'GET', url, status }));
    res.setHeader(requestIdHeader, reqId);
    for (const [name, value] of status === 200 ? entry.headers : entry.notModifiedHeaders) res.setHeader(name, value);
    res.statusCode = status;
    res.end(status === 200 ? entry.body : undefined);
    return true;
  };
}
