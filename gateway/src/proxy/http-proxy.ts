import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { AppError, gatewayKeepHeader, requestIdHeader, type Logger } from '@padel/service-kit';
import { Replicas } from './replicas';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/** Errors that mean the upstream cannot be reached at all. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** No connection was made: nothing reached the upstream. */
const notConnectedCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The connection was closed under the request before any byte of an answer. */
const droppedCodes = new Set(['ECONNRESET', 'EPIPE']);
/** Methods a client may repeat without changing the outcome (RFC 9110 §9.2.2). */
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Largest answer of a read the gateway gathers to write with its head in one go; longer ones are streamed. */
const MAX_BUFFERED_BODY_BYTES = 64 * 1024;

/** A request without a body: nothing to send, so it can be sent again. */
const NO_BODY = Buffer.alloc(0);

/** Largest request body the gateway reads whole to be able to send it to another replica (the services take 100 kB). */
const MAX_REPLAYABLE_BODY_BYTES = 1024 * 1024;

export interface ProxyTarget {
  /**
   * The upstream: one base URL, or the replicas of a service (taken in turn; a request is sent to the next one when
   * the chosen one could not have started on it, see `retryable`). Its path is prepended to the forwarded path.
   */
  upstream: URL | Replicas;
  /** Leading part of the request path the upstream does not see (e.g. `/mf/public`, `/auth`). */
  stripPrefix?: string;
  /**
   * Hand the upstream body to Koa so the compression middleware can encode it (front-end files). Otherwise
   * the upstream response is piped to the client as is, without Koa's response handling.
   */
  compress?: boolean;
  /** Hand the upstream answer to Koa without encoding it, so that the caller decides when it goes out (a floor time). */
  throughKoa?: boolean;
  /** The request body, when the gateway had to read it first (the token endpoint's limits); otherwise it is piped. */
  body?: Buffer;
}

/**
 * One request being proxied, as the proxy needs it: Koa's (`koaExchange`) or the gateway's lean path for API reads
 * (app.ts), so both go through the same code.
 */
export interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  method: string;
  /** The request path, without the query. */
  path: string;
  /** The query, without `?` ('' when none). */
  querystring: string;
  requestId: string | undefined;
  /** Whether the client's X-Forwarded-For is kept (proxies in front are trusted). */
  trustProxy: boolean;
  /** The request's protocol and host as the client used them (X-Forwarded-Proto and -Host when trusted). */
  readonly protocol: string;
  readonly host: string;
  /** The request's logger (with its reqId), for the proxy's own lines. */
  readonly log: Logger | undefined;
  /** The upstream answered with `status`: what the request is logged and counted with. */
  setStatus(status: number): void;
  /** The proxy writes the answer itself (Koa must not). */
  respondedDirectly(): void;
  /** Hands an upstream answer to Koa (`ProxyTarget.compress`: the compression middleware encodes it). */
  respondThroughKoa?(status: number, headers: http.OutgoingHttpHeaders, body: Readable): void;
  /**
   * Offered each whole 200 answer to a pooled GET whose service said the gateway may keep it (gatewayKeepHeader), with
   * the headers the client got and for how many more milliseconds.
   */
  keepAnswer?(answer: { headers: http.OutgoingHttpHeaders; body: Buffer; keepMs: number }): void;
}

/** A Koa request as an Exchange. */
export function koaExchange(ctx: Context): Exchange {
  return {
    req: ctx.req,
    res: ctx.res,
    method: ctx.method,
    path: ctx.path,
    querystring: ctx.querystring,
    requestId: ctx.state.requestId as string | undefined,
    trustProxy: ctx.app.proxy,
    get protocol() {
      return ctx.protocol;
    },
    get host() {
      return ctx.host;
    },
    get log() {
      return (ctx.state as { log?: Logger }).log;
    },
    setStatus: (status) => {
      ctx.status = status;
    },
    respondedDirectly: () => {
      ctx.respond = false;
    },
    respondThroughKoa: (status, headers, body) => {
      ctx.status = status;
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) ctx.set(name, typeof value === 'number' ? String(value) : value);
      }
      ctx.body = body;
    },
  };
}

export interface Proxy {
  forward(ctx: Context, target: ProxyTarget): Promise<void>;
  /** forward() for a request that is not Koa's (the gateway's lean path for API reads). */
  forwardExchange(exchange: Exchange, target: ProxyTarget): Promise<void>;
  /** Ends the event streams being piped (a stopping gateway: browsers reconnect elsewhere). */
  endStreams(): number;
  close(): void;
}

/** An attempt that got no answer: how it failed tells whether the request may go to a replica. */
class NoAnswer extends Error {
  constructor(
    readonly code: string,
    /** The connection was never made. */
    readonly notConnected: boolean,
    /** A kept-alive connection that had already served requests was dropped before any answer. */
    readonly staleConnection: boolean,
  ) {
    super(`upstream gave no answer: ${code}`);
  }
}

/**
 * Decision 134: a request goes to another replica (or, for a stale kept-alive connection, a fresh connection) only
 * when the upstream app cannot have started on it: the connection was refused, or a kept-alive connection was closed
 * under it before any answer (a Node server closes only idle connections: its keep-alive timeout, a graceful stop).
 * Another drop before any answer is retried for idempotent methods only. An answer, 503 included, is never retried.
 */
function retryable(failure: NoAnswer, method: string): boolean {
  return failure.notConnected || failure.staleConnection || (droppedCodes.has(failure.code) && idempotentMethods.has(method));
}

/** Whether the request carries a body (RFC 9112 §6.3). */
function hasBody(req: http.IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Reads the whole request body (413 beyond MAX_REPLAYABLE_BODY_BYTES). */
async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REPLAYABLE_BODY_BYTES) throw new AppError(413, 'BODY_TOO_LARGE');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPLAYABLE_BODY_BYTES) throw new AppError(413, 'BODY_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Drops hop-by-hop headers, including those the Connection header names, and the services' word to the gateway on
 * keeping an answer (gatewayKeepHeader), which is for the gateway alone.
 */
function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  // Most messages name no header in Connection (keep-alive at most): no set to build for them.
  const connection = headers.connection === undefined ? undefined : String(headers.connection);
  const named =
    connection?.includes(',') || (connection && !hopByHopHeaders.has(connection.trim().toLowerCase()))
      ? new Set(connection.split(',').map((name) => name.trim().toLowerCase()))
      : undefined;
  const result: http.OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || hopByHopHeaders.has(name) || named?.has(name) || name === gatewayKeepHeader) continue;
    result[name] = value;
  }
  return result;
}

/** The client's end-to-end headers without Host, plus X-Forwarded-* and the request id. */
function forwardedRequestHeaders(exchange: Exchange): http.OutgoingHttpHeaders {
  const { req } = exchange;
  const headers = endToEndHeaders(req.headers);
  delete headers.host;
  const clientAddress = req.socket.remoteAddress ?? '';
  const priorForwardedFor = exchange.trustProxy ? (req.headers['x-forwarded-for'] ?? '') : '';
  headers['x-forwarded-for'] = priorForwardedFor ? `${priorForwardedFor}, ${clientAddress}` : clientAddress;
  headers['x-forwarded-proto'] = exchange.protocol;
  headers['x-forwarded-host'] = exchange.host;
  if (exchange.requestId) headers[requestIdHeader] = exchange.requestId;
  return headers;
}

/** Server-sent events: piped through unbuffered and exempt from the response timeout (see createProxy). */
function isEventStream(response: http.IncomingMessage): boolean {
  return /^text\/event-stream\b/i.test(response.headers['content-type'] ?? '');
}

export function upstreamPath(exchange: Pick<Exchange, 'path' | 'querystring'>, baseUrl: URL, stripPrefix?: string): string {
  const base = baseUrl.pathname.replace(/\/+$/, '');
  const rest = stripPrefix ? exchange.path.slice(stripPrefix.length) : exchange.path;
  const path = `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return exchange.querystring ? `${path}?${exchange.querystring}` : path;
}

/**
 * A streaming reverse proxy on node:http: the upstream's body becomes the Koa response body (a stream), not buffered
 * in the gateway. The request body is piped to a single upstream; for several replicas of a service it is read first
 * (1 MiB at most) so that the request can go to the next replica (see `retryable`). An upstream that stays silent for
 * `timeoutMs` is dropped (504 before its headers); an event stream may stay silent for `streamIdleTimeoutMs`
 * instead, longer than the services' heartbeat.
 */
export function createProxy(options: {
  timeoutMs: number;
  /** Replaces `timeoutMs` once an upstream answers with an event stream, idle between its events by design. */
  streamIdleTimeoutMs: number;
}): Proxy {
  // Idle pooled sockets are dropped after 4 s, before Node servers' default 5 s keep-alive timeout closes them.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
    'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
  };
  /** Ends each event stream being piped. */
  const streams = new Set<() => void>();
  /** undici connection pools by upstream origin, for the reads (see `pooled`). */
  const pools = new Map<string, Pool>();
  const poolFor = (baseUrl: URL): Pool => {
    let pool = pools.get(baseUrl.origin);
    if (!pool) {
      pool = new Pool(baseUrl.origin, {
        // Idle pooled sockets are dropped after 4 s at most, before the 5 s the services advertise (Keep-Alive: timeout=5).
        keepAliveTimeout: 4_000,
        keepAliveMaxTimeout: 4_000,
        headersTimeout: options.timeoutMs,
        // The body's silence is timed below: an event stream may be silent for longer than an ordinary answer.
        bodyTimeout: 0,
        connectTimeout: options.timeoutMs,
      });
      pools.set(baseUrl.origin, pool);
    }
    return pool;
  };

  /**
   * Reads (GET and HEAD without a body) of the API go through an undici pool, which costs the gateway about half of
   * what node:http's client does (decision 146); everything else (bodies, front ends, Keycloak) through node:http.
   */
  const pooled = (exchange: Exchange, target: ProxyTarget, baseUrl: URL, body: Buffer | undefined): boolean =>
    (exchange.method === 'GET' || exchange.method === 'HEAD') &&
    body !== undefined &&
    body.length === 0 &&
    !target.compress &&
    !target.throughKoa &&
    baseUrl.protocol === 'http:' &&
    target.upstream instanceof Replicas;

  async function forward(exchange: Exchange, target: ProxyTarget): Promise<void> {
    const replicas = target.upstream instanceof Replicas ? target.upstream : undefined;
    const candidates = replicas ? replicas.order() : [target.upstream as URL];
    // A body that was read (or none at all) can be sent again; a piped one cannot. With one replica nothing is read
    // (a retry could only go to the same one), so bodies keep streaming through.
    const several = candidates.length > 1;
    const body = target.body ?? (!hasBody(exchange.req) ? NO_BODY : several ? await readBody(exchange.req) : undefined);
    // One try more than replicas: a stale kept-alive connection to the last one is tried again on a fresh one.
    const tries = body ? candidates.length + 1 : 1;
    let refused: Set<string> | undefined;
    let index = 0;
    for (let attempt = 1; ; attempt += 1) {
      const baseUrl = candidates[index]!;
      try {
        await (pooled(exchange, target, baseUrl, body) ? sendPooled(exchange, target, baseUrl) : send(exchange, target, baseUrl, body));
        return;
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        if (error.notConnected) {
          (refused ??= new Set()).add(baseUrl.href);
          replicas?.refused(baseUrl);
        }
        const { log } = exchange;
        // The next replica in turn that did not refuse (the same one again when it is the only one).
        const next = candidates
          .map((_, step) => (index + step + 1) % candidates.length)
          .find((candidate) => !refused?.has(candidates[candidate]!.href));
        if (attempt >= tries || next === undefined || !retryable(error, exchange.method)) {
          log?.warn({ upstream: baseUrl.origin, code: error.code, attempts: attempt }, 'upstream unreachable');
          throw new AppError(
            unreachableCodes.has(error.code) ? 503 : 502,
            unreachableCodes.has(error.code) ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY',
          );
        }
        log?.info(
          { upstream: baseUrl.origin, code: error.code, stale: error.staleConnection },
          'upstream gave no answer; request sent again',
        );
        index = next;
      }
    }
  }

  /** One exchange with one upstream: rejects with NoAnswer when it got no answer at all, AppError for a timeout. */
  function send(exchange: Exchange, target: ProxyTarget, baseUrl: URL, body: Buffer | undefined): Promise<void> {
    const isHttps = baseUrl.protocol === 'https:';
    const headers = forwardedRequestHeaders(exchange);
    const { req, res } = exchange;
    if (body && body.length > 0) headers['content-length'] = String(body.length);

    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        res.off('close', onClientClose);
        reject(error);
      };

      const upstreamRequest = (isHttps ? https : http).request({
        protocol: baseUrl.protocol,
        hostname: baseUrl.hostname.replace(/^\[|\]$/g, ''),
        port: baseUrl.port || (isHttps ? 443 : 80),
        method: exchange.method,
        path: upstreamPath(exchange, baseUrl, target.stripPrefix),
        headers,
        agent: isHttps ? agents['https:'] : agents['http:'],
      });

      // Covers both "no response yet" and "response stalled mid-stream".
      upstreamRequest.setTimeout(options.timeoutMs, () => {
        upstreamRequest.destroy(new AppError(504, 'SERVICE_TIMEOUT'));
      });

      let clientGone = false;
      upstreamRequest.on('error', (error: NodeJS.ErrnoException) => {
        // The client left and we dropped the upstream request ourselves: nobody is waiting for an answer.
        if (clientGone) {
          if (!settled) {
            settled = true;
            exchange.respondedDirectly();
            resolve();
          }
          return;
        }
        if (error instanceof AppError) return fail(error);
        const code = error.code ?? 'UNKNOWN';
        fail(new NoAnswer(code, notConnectedCodes.has(code), droppedCodes.has(code) && upstreamRequest.reusedSocket));
      });

      upstreamRequest.on('response', (upstreamResponse) => {
        if (settled) {
          upstreamResponse.resume();
          return;
        }
        settled = true;
        const status = upstreamResponse.statusCode ?? 502;
        const responseHeaders = endToEndHeaders(upstreamResponse.headers);
        // A stream error after the headers went out can only abort the connection.
        upstreamResponse.on('error', () => res.destroy());
        if ((target.compress || target.throughKoa) && exchange.respondThroughKoa) {
          exchange.respondThroughKoa(status, responseHeaders, upstreamResponse);
        } else {
          // Headers already set (security headers, request id) merge in; the upstream's win.
          exchange.setStatus(status);
          exchange.respondedDirectly();
          res.writeHead(status, responseHeaders);
          if (isEventStream(upstreamResponse)) {
            upstreamRequest.setTimeout(options.streamIdleTimeoutMs);
            // The browser learns at once that the stream is open, before the first event.
            res.flushHeaders();
            const end = () => {
              upstreamRequest.destroy();
              res.end();
            };
            streams.add(end);
            res.once('close', () => streams.delete(end));
          }
          upstreamResponse.pipe(res);
        }
        resolve();
      });

      // The client went away before the exchange finished: free the upstream too.
      function onClientClose() {
        if (res.writableFinished) return;
        clientGone = true;
        upstreamRequest.destroy();
      }
      res.once('close', onClientClose);

      if (body) upstreamRequest.end(body);
      else req.pipe(upstreamRequest);
    });
  }

  /**
   * One read through the pool, on undici's dispatch API (decision 157): the answer's head is written as soon as it
   * comes, a body of known length up to MAX_BUFFERED_BODY_BYTES is sent in one write with it, anything else (event
   * streams, long or unsized bodies) is streamed with backpressure. Rejects with NoAnswer when it got no answer at
   * all, AppError for a timeout.
   */
  function sendPooled(exchange: Exchange, target: ProxyTarget, baseUrl: URL): Promise<void> {
    const headers = forwardedRequestHeaders(exchange);
    delete headers['content-length'];
    const { res } = exchange;
    return new Promise<void>((resolve, reject) => {
      let upstream: Dispatcher.DispatchController | undefined;
      let answered = false;
      /** The exchange is over for us (ended, dropped, or the client left): later upstream errors are no news. */
      let done = false;
      let clientGone = false;
      let idle: NodeJS.Timeout | undefined;
      /** The body, gathered to be written with the head in one go; undefined while streaming. */
      let chunks: Buffer[] | undefined;
      /** What the client got, while the answer may be kept once whole. */
      let keepable: { headers: http.OutgoingHttpHeaders; keepMs: number } | undefined;

      const stop = () => {
        done = true;
        clearTimeout(idle);
        res.off('close', onClientClose);
      };
      // The client went away before the exchange finished: free the upstream too.
      function onClientClose() {
        if (res.writableFinished) return;
        clientGone = true;
        stop();
        upstream?.abort(new Error('client closed the connection'));
        if (!answered) {
          // Nobody is waiting for an answer.
          exchange.respondedDirectly();
          resolve();
        }
      }
      res.once('close', onClientClose);

      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(controller) {
          upstream = controller;
          if (clientGone) controller.abort(new Error('client closed the connection'));
        },
        onResponseStart(controller, status, responseHeaders) {
          answered = true;
          exchange.setStatus(status);
          exchange.respondedDirectly();
          const clientHeaders = endToEndHeaders(responseHeaders as http.IncomingHttpHeaders);
          res.writeHead(status, clientHeaders);
          const keepMs = Number(responseHeaders[gatewayKeepHeader]);
          if (exchange.keepAnswer && status === 200 && exchange.method === 'GET' && keepMs > 0) {
            keepable = { headers: clientHeaders, keepMs };
          }
          // An upstream silent for too long (the stream idle time for event streams) is dropped, and so is the client.
          const eventStream = /^text\/event-stream\b/i.test(String(responseHeaders['content-type'] ?? ''));
          idle = setTimeout(
            () => {
              stop();
              controller.abort(new Error('upstream silent for too long'));
              res.destroy();
            },
            eventStream ? options.streamIdleTimeoutMs : options.timeoutMs,
          );
          const length = Number(responseHeaders['content-length']);
          if (!eventStream && length <= MAX_BUFFERED_BODY_BYTES) chunks = [];
          if (eventStream) {
            // The browser learns at once that the stream is open, before the first event.
            res.flushHeaders();
            const end = () => {
              stop();
              controller.abort(new Error('event stream ended by the gateway'));
              res.end();
            };
            streams.add(end);
            res.once('close', () => streams.delete(end));
          }
          resolve();
        },
        onResponseData(controller, chunk) {
          if (done) return;
          idle?.refresh();
          if (chunks) chunks.push(chunk);
          else if (!res.write(chunk)) {
            controller.pause();
            res.once('drain', () => controller.resume());
          }
        },
        onResponseEnd() {
          if (done) return;
          stop();
          if (!chunks) return void res.end();
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          res.end(body);
          if (keepable) exchange.keepAnswer!({ ...keepable, body });
        },
        onResponseError(_controller, error) {
          if (done) return;
          stop();
          // An error after the head went out can only abort the connection.
          if (answered) return void res.destroy();
          if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.ConnectTimeoutError) {
            return reject(new AppError(504, 'SERVICE_TIMEOUT'));
          }
          const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
          // undici's "other side closed" (a connection closed before any answer) is a dropped connection.
          const dropped = error instanceof undiciErrors.SocketError ? 'ECONNRESET' : code;
          reject(new NoAnswer(dropped, notConnectedCodes.has(dropped), false));
        },
      };
      poolFor(baseUrl).dispatch(
        {
          method: exchange.method as 'GET' | 'HEAD',
          path: upstreamPath(exchange, baseUrl, target.stripPrefix),
          headers: headers as Record<string, string | string[]>,
        },
        handler,
      );
    });
  }

  return {
    forward: (ctx, target) => forward(koaExchange(ctx), target),
    forwardExchange: forward,
    endStreams() {
      const count = streams.size;
      for (const end of [...streams]) end();
      return count;
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
      for (const pool of pools.values()) void pool.destroy();
      pools.clear();
    },
  };
}
