// The bench's baselines. `tsx bench-bare-server.ts <body file> <content type>`: a bare node:http server answering every
// request with the same bytes (a file's) as the endpoint under test, so the figures of a service and of the gateway
// read as a share of what Node itself serves. `tsx bench-bare-server.ts --proxy <upstream origin>`: a bare proxy, a
// node:http server forwarding each GET through an undici Pool (the gateway's client for reads) with no work of its own
// (no headers, logs, metrics or checks): the floor of any proxy hop on the machine (decision 159).
// Prints "READY <url>", stops on SIGTERM.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool, type Dispatcher } from 'undici';

function bareServer(bodyFile: string, contentType: string): http.Server {
  const body = fs.readFileSync(bodyFile);
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
  });
}

function bareProxy(upstream: string): http.Server {
  const pool = new Pool(upstream, { keepAliveTimeout: 4_000 });
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart: () => undefined,
      onResponseStart: (_controller, status, headers) => void res.writeHead(status, headers as http.OutgoingHttpHeaders),
      onResponseData: (_controller, chunk) => void chunks.push(chunk),
      onResponseEnd: () => void res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
      onResponseError: () => void res.destroy(),
    };
    pool.dispatch({ method: 'GET', path: req.url ?? '/', headers: { 'x-forwarded-for': req.socket.remoteAddress ?? '' } }, handler);
  });
}

const [first, second] = process.argv.slice(2);
if (!first) throw new Error('usage: bench-bare-server.ts <body file> [content type] | --proxy <upstream origin>');
const server = first === '--proxy' ? bareProxy(second!) : bareServer(first, second ?? 'application/json; charset=utf-8');
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
