import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { countAndLogWhenClosed, requestIdHeader, requestIdOf } from './http-middleware';
import { requestLineWriter, type RequestLine } from './logger';
import { routePatternOf } from './metrics';

/**
 * Names, in a service's answer to the gateway, how many more milliseconds the gateway may keep and replay it (decision
 * 170). The gateway takes it off every answer: clients never see it.
 */
export const gatewayKeepHeader = 'padel-gateway-keep-ms';

/** What a route asked `answerPublicRead` to keep: the answer's bytes, until when, and whether the gateway may too. */
interface KeepRequest {
  body: Buffer;
  expiresAt: number;
  gatewayMayKeep: boolean;
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
 * With `gatewayMayKeep`, the gateway may keep it until then too (`gatewayKeepHeader`): only for data nothing changes
 * before `expiresAt`, as `MicroCache.clear` cannot reach the gateway's copy.
 */
export function answerPublicRead(ctx: Context, body: unknown, options: { expiresAt: number; gatewayMayKeep?: boolean }): void {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  if (!ctx.response.get('Content-Type')) ctx.type = 'application/json; charset=utf-8';
  ctx.body = bytes;
  ctx.set('ETag', etagOf(bytes));
  ctx.set('Cache-Control', 'no-cache');
  const gatewayMayKeep = options.gatewayMayKeep === true;
  if (gatewayMayKeep) ctx.set(gatewayKeepHeader, String(Math.max(0, options.expiresAt - Date.now())));
  if (ctx.fresh) ctx.status = 304;
  (ctx.state as WithKeepRequest)[keepRequest] = { body: bytes, expiresAt: options.expiresAt, gatewayMayKeep };
}

/** Headers of an answer that belong to its connection or to one request: never kept, set per answer. */
const perAnswerHeaders = new Set(['connection', 'keep-alive', 'date', requestIdHeader, gatewayKeepHeader]);
/** What Koa leaves out of a 304 (`ctx.status = 304` empties the body). */
const bodyHeaders = new Set(['content-type', 'content-length', 'transfer-encoding']);

type HeaderList = Array<[string, number | string | string[]]>;

interface Entry {
  /** Header names as written, with their values, in order. */
  headers: HeaderList;
  notModifiedHeaders: HeaderList;
  body: Buffer;
  /** Without one, a conditional request is not answered here. */
  etag: string | undefined;
  /** The metrics' route label the first answer had. */
  route: string;
  expiresAt: number;
  /** Each replay tells the gateway how much longer it may keep the answer. */
  gatewayMayKeep: boolean;
}

/** An answer someone else made (the gateway: a service's), kept with `MicroCache.keep`. */
export interface KeptAnswer {
  /** Status 200's headers as they were sent; the per-answer ones (Date, Connection, the request id…) are left out. */
  headers: HeaderList;
  body: Buffer;
  etag: string | undefined;
  route: string;
  expiresAt: number;
}

export interface MicroCacheOptions {
  /** The service's logger: each answer's `request` line. */
  logger: Logger;
  /** While it says false (the database unreachable), every request goes to Koa (and its store guard answers 503). */
  storeAvailable?: () => boolean;
  /** Sets the headers every answer of this server carries before a kept answer's own (the gateway's security headers). */
  decorate?: (req: http.IncomingMessage, res: http.ServerResponse) => void;
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
  private readonly decorate: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: MicroCacheOptions) {
    this.writeLine = requestLineWriter(options.logger);
    this.storeAvailable = options.storeAvailable ?? (() => true);
    this.decorate = options.decorate;
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
        this.store(
          url,
          { headers, body: offered.body, etag: etagOf(offered.body), route, expiresAt: offered.expiresAt },
          offered.gatewayMayKeep,
        );
      });
    };
  }

  /**
   * Keeps an answer another server made for a GET of `url` (replayable: no credentials, no body), to be replayed by
   * `answer` until `expiresAt`. Headers that belong to one answer are dropped.
   */
  keep(url: string, answer: KeptAnswer): void {
    if (answer.expiresAt <= this.now()) return;
    this.store(url, { ...answer, headers: answer.headers.filter(([name]) => !perAnswerHeaders.has(name.toLowerCase())) }, false);
  }

  private store(url: string, answer: KeptAnswer, gatewayMayKeep: boolean): void {
    const entry: Entry = {
      ...answer,
      notModifiedHeaders: answer.headers.filter(([name]) => !bodyHeaders.has(name.toLowerCase())),
      gatewayMayKeep,
    };

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
      (headers['cache-control'] !== undefined || entry.etag === undefined || (noneMatch !== entry.etag && noneMatch !== `W/${entry.etag}`))
    ) {
      return false;
    }
    if (!this.storeAvailable()) return false;

    const reqId = requestIdOf(headers[requestIdHeader]);
    const status = noneMatch === undefined ? 200 : 304;
    countAndLogWhenClosed(res, this.writeLine, entry.route, () => ({ reqId, method: 'GET', url, status }));
    res.setHeader(requestIdHeader, reqId);
    this.decorate?.(req, res);
    for (const [name, value] of status === 200 ? entry.headers : entry.notModifiedHeaders) res.setHeader(name, value);
    if (entry.gatewayMayKeep) res.setHeader(gatewayKeepHeader, String(entry.expiresAt - this.now()));
    res.statusCode = status;
    res.end(status === 200 ? entry.body : undefined);
    return true;
  };
}
