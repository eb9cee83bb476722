// The bench's API part (issue 14): GET /api/news from a bare node:http server serving the same bytes (the baseline),
// from the news service directly (a cached read), through the gateway (which keeps the news reads as long as the
// service says, decision 170) and, for scale, through the gateway with its read cache off (every read proxied) and a
// bare proxy with no work of its own (decision 159), each under the same autocannon load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, startProcess, type AppProcess, type LoadResult } from './bench-load';

export const API_PATH = '/api/news';

export const API_TARGETS = {
  /** A cached read in a service: at least this share of the bare server's requests/second. */
  directToBareRps: 0.5,
  /** The gateway: at least this share of the direct requests/second… */
  gatewayToDirectRps: 0.7,
  /** …adding at most this much at p99… */
  gatewayP99OverheadMs: 3,
  /** …with no failed answer. */
  gatewayErrors: 0,
} as const;

export interface ApiFigures {
  path: string;
  bodyBytes: number;
  bare: LoadResult;
  direct: LoadResult;
  gateway: LoadResult;
  /** The gateway with its read cache off: every read goes through the proxy hop to the service. */
  proxiedGateway: LoadResult;
  proxiedGatewayToDirectRps: number;
  /** A bare proxy (undici, no work of its own) in front of the same service: the floor of any proxy hop here. */
  bareProxy: LoadResult;
  bareProxyToDirectRps: number;
  directToBareRps: number;
  gatewayToDirectRps: number;
  gatewayP50OverheadMs: number;
  gatewayP99OverheadMs: number;
  gatewayErrors: number;
  /** CPU time per request (µs) of the bare server, of the service (direct), and of the gateway and the service behind it. */
  cpuUsPerRequest: {
    bare: number;
    direct: number;
    gateway: number;
    serviceBehindGateway: number;
    proxiedGateway: number;
    bareProxy: number;
  };
}

/** Measures the bare server, the service and the gateways one after the other, each with its warm-up. */
export async function measureApi(news: AppProcess, gatewayApp: AppProcess, proxyingGatewayApp: AppProcess): Promise<ApiFigures> {
  const newsUrl = news.url;
  const gatewayUrl = gatewayApp.url;
  const response = await fetch(`${newsUrl}${API_PATH}`);
  if (!response.ok) throw new Error(`${API_PATH}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'padel-bench-api-'));
  const bodyFile = path.join(dir, 'body.json');
  fs.writeFileSync(bodyFile, body);
  const bare = await startProcess('bare server', path.join(__dirname, 'bench-bare-server.ts'), [
    bodyFile,
    response.headers.get('content-type') ?? 'application/json',
  ]);
  const proxy = await startProcess('bare proxy', path.join(__dirname, 'bench-bare-server.ts'), ['--proxy', newsUrl]);
  try {
    const bareLoad = await measure('bare node:http (same bytes)', `${bare.url}${API_PATH}`, false, { bare: bare.pid });
    const direct = await measure('news service (direct)', `${newsUrl}${API_PATH}`, false, { news: news.pid });
    // Failed answers are a figure here (target: none), not a reason to stop.
    const gateway = await measure('through the gateway', `${gatewayUrl}${API_PATH}`, true, { gateway: gatewayApp.pid, news: news.pid });
    const proxiedGateway = await measure('through the gateway, its read cache off', `${proxyingGatewayApp.url}${API_PATH}`, false, {
      gateway: proxyingGatewayApp.pid,
    });
    const bareProxy = await measure('through a bare proxy (undici, no work of its own)', `${proxy.url}${API_PATH}`, false, {
      proxy: proxy.pid,
    });
    console.log(
      `[bench] bare proxy: ${Math.round(bareProxy.requestsPerSecond)} req/s (${((100 * bareProxy.requestsPerSecond) / direct.requestsPerSecond).toFixed(1)} % of direct), ` +
        `${Math.round(bareProxy.cpuUsPerRequest.proxy!)} µs CPU per request, p99 ${bareProxy.latencyP99Ms} ms`,
    );
    return {
      path: API_PATH,
      bodyBytes: body.length,
      bare: bareLoad,
      direct,
      gateway,
      proxiedGateway,
      proxiedGatewayToDirectRps: proxiedGateway.requestsPerSecond / direct.requestsPerSecond,
      bareProxy,
      bareProxyToDirectRps: bareProxy.requestsPerSecond / direct.requestsPerSecond,
      directToBareRps: direct.requestsPerSecond / bareLoad.requestsPerSecond,
      gatewayToDirectRps: gateway.requestsPerSecond / direct.requestsPerSecond,
      gatewayP50OverheadMs: gateway.latencyP50Ms - direct.latencyP50Ms,
      gatewayP99OverheadMs: gateway.latencyP99Ms - direct.latencyP99Ms,
      gatewayErrors: gateway.errors + gateway.non2xx,
      cpuUsPerRequest: {
        bare: bareLoad.cpuUsPerRequest.bare!,
        direct: direct.cpuUsPerRequest.news!,
        gateway: gateway.cpuUsPerRequest.gateway!,
        serviceBehindGateway: gateway.cpuUsPerRequest.news!,
        proxiedGateway: proxiedGateway.cpuUsPerRequest.gateway!,
        bareProxy: bareProxy.cpuUsPerRequest.proxy!,
      },
    };
  } finally {
    await Promise.all([bare.stop(), proxy.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
