import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';

/** What the shell's index.html holds where the page's nonce goes: `<meta property="csp-nonce" nonce="…">`. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The response body as text, whether a string, a buffer or a stream (a file, an upstream's answer, maybe encoded). */
async function bodyText(body: unknown, encoding: string): Promise<string | undefined> {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (!(body instanceof Readable)) return undefined;
  const decoder = encoding ? decoders[encoding.toLowerCase()] : undefined;
  const stream = decoder ? body.pipe(decoder()) : body;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A browser asking for a page: it sent Accept: text/html (a script or a fetch() does not). */
const asksForPage = (ctx: Context) => (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.get('Accept').includes('text/html');

const attributeValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The scripts a page will ask for besides the shell's own, each given a `<link rel="preload">`: the active
 * micro-frontend's entry (small, ahead of the shell's scripts) and what its first screen runs (after them).
 */
export interface PagePreloads {
  entry?: string;
  firstScreen: string[];
}
export type PageScripts = (ctx: Context) => PagePreloads | Promise<PagePreloads>;
/** Further elements for the end of a page's head: its share preview's tags (decision 197), already escaped. */
export type PageHead = (ctx: Context) => Promise<string>;

/**
 * Gives every page (an HTML answer holding NONCE_PLACEHOLDER, served from disk or proxied from the shell's container)
 * a nonce of its own: written into the page, where styled-components reads it for the <style> elements it adds, and
 * into the page's Content-Security-Policy (`policyFor`). A page is never cached nor answered 304 (`no-store`, no
 * validators): a page kept with an old nonce would meet a new policy and lose its styles.
 * Right after the nonce's element, the page gets a preload of the active micro-frontend's entry (decision 163), which
 * the shell would otherwise ask for only once its own scripts and config are there; at the end of its head, after the
 * shell's own scripts and preloads, a preload of what that first screen asks for next (decisions 164 and 171), so the
 * shell's scripts, which paint first, are asked for before them.
 */
export function pageNonce(
  policyFor: (nonce: string) => string,
  scriptsFor: PageScripts = () => ({ firstScreen: [] }),
  headFor: PageHead = async () => '',
): Middleware {
  return async (ctx, next) => {
    if (asksForPage(ctx)) {
      delete ctx.req.headers['if-none-match'];
      delete ctx.req.headers['if-modified-since'];
    }
    await next();
    if (ctx.respond === false || ctx.status !== 200 || !ctx.response.is('html')) return;
    const encoding = ctx.response.get('Content-Encoding');
    if (encoding && !decoders[encoding.toLowerCase()]) return;
    const html = await bodyText(ctx.body, encoding);
    if (html === undefined) return;
    ctx.remove('Content-Encoding');
    if (!html.includes(NONCE_PLACEHOLDER)) {
      ctx.body = html;
      return;
    }
    const nonce = randomBytes(18).toString('base64');
    const afterNonceElement = html.indexOf('>', html.indexOf(NONCE_PLACEHOLDER)) + 1;
    const headEnd = html.indexOf('</head>', afterNonceElement);
    const afterShellScripts = headEnd < 0 ? afterNonceElement : headEnd;
    const [{ entry, firstScreen }, head] = await Promise.all([scriptsFor(ctx), headFor(ctx)]);
    const preloads = (urls: string[]) => urls.map((url) => `<link rel="preload" as="script" href="${attributeValue(url)}">`).join('');
    ctx.body = (
      html.slice(0, afterNonceElement) +
      preloads(entry ? [entry] : []) +
      html.slice(afterNonceElement, afterShellScripts) +
      preloads(firstScreen) +
      head +
      html.slice(afterShellScripts)
    ).replaceAll(NONCE_PLACEHOLDER, nonce);
    ctx.remove('ETag');
    ctx.remove('Last-Modified');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', policyFor(nonce));
  };
}
