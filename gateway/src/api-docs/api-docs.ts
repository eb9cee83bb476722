import type { Context } from 'koa';
import { buildOpenApiDocument, type OpenApiDocument } from '@padel/contracts';
import { DOCS_HTML, DOCS_SCRIPT, DOCS_STYLE } from './docs-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

interface Asset {
  type: string;
  body: string;
}

/**
 * The API's OpenAPI 3.1 document and its docs page (decision 131), answered by the gateway itself: the document is
 * built once from the contract's operations; the page is static HTML whose script and style are files of their own
 * (the site's CSP allows no inline script or style).
 */
export function apiDocs(document: OpenApiDocument = buildOpenApiDocument()): (ctx: Context) => boolean {
  const assets = new Map<string, Asset>([
    [OPENAPI_PATH, { type: 'application/json; charset=utf-8', body: JSON.stringify(document) }],
    [DOCS_PATH, { type: 'text/html; charset=utf-8', body: DOCS_HTML }],
    [`${DOCS_PATH}/docs.js`, { type: 'text/javascript; charset=utf-8', body: DOCS_SCRIPT }],
    [`${DOCS_PATH}/docs.css`, { type: 'text/css; charset=utf-8', body: DOCS_STYLE }],
  ]);
  /** Answers one of its paths (GET or HEAD) and says so; anything else is left to the API routes. */
  return (ctx) => {
    const asset = assets.get(ctx.path);
    if (!asset || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return false;
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = asset.type;
    ctx.body = asset.body;
    return true;
  };
}
