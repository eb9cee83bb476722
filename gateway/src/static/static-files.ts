import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import { AppError } from '@padel/service-kit';
import { cacheControlFor } from './cache-policy';
import { negotiateEncoding, PRECOMPRESSED, type Precompressed } from './content-encoding';

export interface StaticSite {
  /** Human name used in messages, e.g. "shell". */
  name: string;
  /** Directory holding the build output. */
  root: string;
  /** URL prefix the directory is mounted at ('' for the site root). */
  prefix: string;
  /** Answer unknown page routes with index.html (the shell's client-side routing). */
  spaFallback: boolean;
}

async function statFile(filePath: string): Promise<fs.Stats | undefined> {
  try {
    const stats = await fs.promises.stat(filePath);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

async function directoryExists(dir: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** A page route: the browser asks for HTML and the last segment has no file extension. */
function isPageRequest(ctx: Context): boolean {
  const lastSegment = ctx.path.slice(ctx.path.lastIndexOf('/') + 1);
  return !path.extname(lastSegment) && ctx.accepts('html') === 'html';
}

/** The build's twin (decision 141) the request's Accept-Encoding takes, if it made one; `any`: whether there is a twin at all. */
async function precompressedTwin(
  ctx: Context,
  filePath: string,
): Promise<{ any: boolean; chosen?: { encoding: Precompressed; path: string; stats: fs.Stats } }> {
  const twins = (
    await Promise.all(
      PRECOMPRESSED.map(async ({ encoding, suffix }) => ({
        encoding,
        path: `${filePath}${suffix}`,
        stats: await statFile(`${filePath}${suffix}`),
      })),
    )
  ).filter((twin): twin is { encoding: Precompressed; path: string; stats: fs.Stats } => twin.stats !== undefined);
  if (twins.length === 0) return { any: false };
  const encoding = negotiateEncoding(
    ctx.get('Accept-Encoding'),
    twins.map((twin) => twin.encoding),
  );
  return { any: true, chosen: twins.find((twin) => twin.encoding === encoding) };
}

async function sendFile(ctx: Context, filePath: string, fileStats: fs.Stats): Promise<void> {
  const twin = await precompressedTwin(ctx, filePath);
  const stats = twin.chosen?.stats ?? fileStats;
  ctx.status = 200;
  ctx.type = path.extname(filePath);
  ctx.set('Cache-Control', cacheControlFor(filePath));
  if (twin.any) ctx.vary('Accept-Encoding');
  ctx.lastModified = stats.mtime;
  ctx.etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${twin.chosen ? `-${twin.chosen.encoding}` : ''}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Already encoded: the compression middleware leaves an answer with a Content-Encoding alone.
  if (twin.chosen) ctx.set('Content-Encoding', twin.chosen.encoding);
  ctx.length = stats.size;
  if (ctx.method === 'HEAD') return;
  ctx.body = fs.createReadStream(twin.chosen?.path ?? filePath);
}

/** Serves GET/HEAD requests under `site.prefix` from `site.root`; never outside it, never dot files. */
export async function serveStatic(ctx: Context, site: StaticSite): Promise<void> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.set('Allow', 'GET, HEAD');
    throw new AppError(405, 'METHOD_NOT_ALLOWED');
  }
  if (!(await directoryExists(site.root))) {
    throw new AppError(503, 'FRONT_END_NOT_DEPLOYED', { params: { name: site.name } });
  }

  let relative: string;
  try {
    relative = decodeURIComponent(ctx.path.slice(site.prefix.length));
  } catch {
    throw new AppError(400, 'INVALID_PATH');
  }
  const segments = relative.split('/').filter(Boolean);
  if (relative.includes('\0') || segments.some((segment) => segment.startsWith('.'))) {
    throw new AppError(404, 'NOT_FOUND');
  }
  if (relative === '' || relative.endsWith('/')) segments.push('index.html');

  const root = path.resolve(site.root);
  const filePath = path.resolve(root, ...segments);
  if (filePath !== root && !filePath.startsWith(`${root}${path.sep}`)) throw new AppError(404, 'NOT_FOUND');

  const stats = await statFile(filePath);
  if (stats) return sendFile(ctx, filePath, stats);

  if (site.spaFallback && isPageRequest(ctx)) {
    const indexPath = path.join(root, 'index.html');
    const indexStats = await statFile(indexPath);
    if (indexStats) return sendFile(ctx, indexPath, indexStats);
  }
  throw new AppError(404, 'NOT_FOUND');
}
