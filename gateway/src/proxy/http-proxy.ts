import http from 'node:http';
import https from 'node:https';
import type { Context } from 'koa';
import { AppError, requestIdHeader } from '@padel/service-kit';

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

export interface ProxyTarget {
  /** Base URL of the upstream; its path is prepended to the forwarded path. */
  baseUrl: URL;
  /** Leading part of the request path the upstream does not see (e.g. `/mf/public`, `/auth`). */
  stripPrefix?: string;
  /**
   * Hand the upstream body to Koa so the compression middleware can encode it (front-end files). Otherwise
   * the upstream response is piped to the client as is, without Koa's response handling.
   */
  compress?: boolean;
  /** The request body, when the gateway had to read it first (the token endpoint's limits); otherwise it is piped. */
  body?: Buffer;
}

export interface Proxy {
  forward(ctx: Context, target: ProxyTarget): Promise<void>;
  close(): void;
}

/** Drops hop-by-hop headers, including those the Connection header names. */
function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const result: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHopHeaders.has(name) || named.has(name)) continue;
    result[name] = value;
  }
  return result;
}

/** Server-sent events: piped through unbuffered and exempt from the response timeout (see createProxy). */
function isEventStream(response: http.IncomingMessage): boolean {
  return /^text\/event-stream\b/i.test(response.headers['content-type'] ?? '');
}

export function upstreamPath(ctx: Context, target: ProxyTarget): string {
  const base = target.baseUrl.pathname.replace(/\/+$/, '');
  const rest = target.stripPrefix ? ctx.path.slice(target.stripPrefix.length) : ctx.path;
  const path = `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return ctx.querystring ? `${path}?${ctx.querystring}` : path;
}

/**
 * A streaming reverse proxy on node:http: the request body is piped to the upstream and the upstream's
 * body becomes the Koa response body (a stream), so neither is buffered in the gateway. An upstream that stays
 * silent for `timeoutMs` is dropped (504 before its headers); an event stream may stay silent for
 * `streamIdleTimeoutMs` instead, longer than the services' heartbeat.
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

  function forward(ctx: Context, target: ProxyTarget): Promise<void> {
    const { baseUrl } = target;
    const isHttps = baseUrl.protocol === 'https:';
    const headers = endToEndHeaders(ctx.req.headers);
    delete headers.host;
    if (target.body) headers['content-length'] = String(target.body.length);
    const clientAddress = ctx.req.socket.remoteAddress ?? '';
    const priorForwardedFor = ctx.app.proxy ? ctx.get('X-Forwarded-For') : '';
    headers['x-forwarded-for'] = priorForwardedFor ? `${priorForwardedFor}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = ctx.protocol;
    headers['x-forwarded-host'] = ctx.host;
    const requestId = ctx.state.requestId as string | undefined;
    if (requestId) headers[requestIdHeader] = requestId;

    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: AppError) => {
        if (settled) return;
        settled = true;
        reject(error);
      };

      const upstreamRequest = (isHttps ? https : http).request({
        protocol: baseUrl.protocol,
        hostname: baseUrl.hostname.replace(/^\[|\]$/g, ''),
        port: baseUrl.port || (isHttps ? 443 : 80),
        method: ctx.method,
        path: upstreamPath(ctx, target),
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
            ctx.respond = false;
            resolve();
          }
          return;
        }
        if (error instanceof AppError) return fail(error);
        if (error.code && unreachableCodes.has(error.code)) return fail(new AppError(503, 'SERVICE_UNAVAILABLE'));
        fail(new AppError(502, 'BAD_GATEWAY'));
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
        upstreamResponse.on('error', () => ctx.res.destroy());
        if (target.compress) {
          ctx.status = status;
          for (const [name, value] of Object.entries(responseHeaders)) {
            if (value !== undefined) ctx.set(name, typeof value === 'number' ? String(value) : value);
          }
          ctx.body = upstreamResponse;
        } else {
          // Headers already set on ctx (security headers, request id) merge in; the upstream's win.
          ctx.status = status;
          ctx.respond = false;
          ctx.res.writeHead(status, responseHeaders);
          if (isEventStream(upstreamResponse)) {
            upstreamRequest.setTimeout(options.streamIdleTimeoutMs);
            // The browser learns at once that the stream is open, before the first event.
            ctx.res.flushHeaders();
          }
          upstreamResponse.pipe(ctx.res);
        }
        resolve();
      });

      // The client went away before the exchange finished: free the upstream too.
      ctx.res.once('close', () => {
        if (ctx.res.writableFinished) return;
        clientGone = true;
        upstreamRequest.destroy();
      });

      if (target.body) upstreamRequest.end(target.body);
      else ctx.req.pipe(upstreamRequest);
    });
  }

  return {
    forward,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
