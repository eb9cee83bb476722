/**
 * A tiny static server for one front end's build output (no dependencies, so a front-end container needs
 * nothing but Node). `tsx ../gateway/src/static/serve-static.ts dist` serves `dist` on PORT (default 8080):
 * GET /health, the files with the gateway's cache rules, `Access-Control-Allow-Origin: *` on assets (remote
 * entries and chunks are loaded cross-origin when each front end is its own container), and a fallback to
 * index.html for page routes when the directory has one. A text file's brotli or gzip twin made by the build
 * (`x.js.br`, `x.js.gz`) is sent instead of it when the request's Accept-Encoding takes it (decision 141).
 */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cacheControlFor } from './cache-policy';
import { negotiateEncoding, PRECOMPRESSED, type Precompressed } from './content-encoding';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export interface StaticServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function statFile(filePath: string): fs.Stats | undefined {
  try {
    const stats = fs.statSync(filePath);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names inside `root`, or undefined for anything outside it or hidden. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (decoded.includes('\0') || decoded.includes('\\') || segments.some((segment) => segment.startsWith('.'))) return undefined;
  if (decoded.endsWith('/') || segments.length === 0) segments.push('index.html');
  const filePath = path.resolve(root, ...segments);
  return filePath.startsWith(`${root}${path.sep}`) ? filePath : undefined;
}

function isPageRequest(req: http.IncomingMessage, urlPath: string): boolean {
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const accept = req.headers.accept ?? '*/*';
  return !path.extname(lastSegment) && (accept.includes('text/html') || accept.includes('*/*'));
}

/** The brotli and gzip twins the build made of `filePath`. */
function precompressedTwins(filePath: string): Array<{ encoding: Precompressed; path: string; stats: fs.Stats }> {
  return PRECOMPRESSED.flatMap(({ encoding, suffix }) => {
    const stats = statFile(`${filePath}${suffix}`);
    return stats ? [{ encoding, path: `${filePath}${suffix}`, stats }] : [];
  });
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, filePath: string, fileStats: fs.Stats): void {
  const extension = path.extname(filePath).toLowerCase();
  const twins = precompressedTwins(filePath);
  const encoding = negotiateEncoding(
    req.headers['accept-encoding'],
    twins.map((candidate) => candidate.encoding),
  );
  const twin = twins.find((candidate) => candidate.encoding === encoding);
  const stats = twin?.stats ?? fileStats;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${twin ? `-${twin.encoding}` : ''}"`;
  const headers: http.OutgoingHttpHeaders = {
    'content-type': contentTypes[extension] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(filePath),
    etag,
    'last-modified': stats.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (twin) headers['content-encoding'] = twin.encoding;
  // Whenever the build made a twin, the answer depends on Accept-Encoding (caches must keep them apart).
  if (twins.length > 0) headers.vary = 'Accept-Encoding';
  if (extension !== '.html') headers['access-control-allow-origin'] = '*';
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    : ifModifiedSince !== undefined && Math.floor(stats.mtimeMs / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(twin?.path ?? filePath)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function createStaticHandler(dir: string): http.RequestListener {
  const root = path.resolve(dir);
  return (req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (urlPath === '/health') return sendJson(res, 200, { status: 'ok' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' });

    const filePath = resolveInside(root, urlPath);
    const stats = filePath ? statFile(filePath) : undefined;
    if (filePath && stats) return sendFile(req, res, filePath, stats);

    const indexPath = path.join(root, 'index.html');
    const indexStats = filePath && isPageRequest(req, urlPath) ? statFile(indexPath) : undefined;
    if (indexStats) return sendFile(req, res, indexPath, indexStats);
    sendJson(res, 404, { error: 'Not found' });
  };
}

/** Serves `dir` on `port` (0 = any free port) until close(). */
export async function startStaticServer({ dir, port, host }: { dir: string; port: number; host?: string }): Promise<StaticServer> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    throw new Error(`${path.resolve(dir)} is not a directory: build the front end first`);
  const server = http.createServer(createStaticHandler(dir));
  // Rejects with the listen error (a port in use), resolves once listening.
  await once(server.listen(port, host), 'listening');
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const port = Number(process.env.PORT ?? 8080);
  startStaticServer({ dir, port }).then(
    (server) => {
      console.log(JSON.stringify({ level: 'info', msg: `serving ${dir} on port ${server.port}` }));
      const shutdown = () => void server.close().then(() => process.exit(0));
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
