// The bench's baseline: a bare node:http server answering every request with the same bytes (a file's) as the
// endpoint under test, so the figures of a service and of the gateway read as a share of what Node itself serves.
// `tsx bench-bare-server.ts <body file> <content type>`: prints "READY <url>", stops on SIGTERM.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [bodyFile, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: bench-bare-server.ts <body file> [content type]');
const body = fs.readFileSync(bodyFile);

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
