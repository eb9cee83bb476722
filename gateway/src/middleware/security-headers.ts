import type http from 'node:http';
import type { Middleware } from 'koa';

export interface SecurityHeaderOptions {
  /** Origins besides 'self' that pages may connect and post forms to (the Keycloak public origin). */
  authOrigins: string[];
  /** Origins besides 'self' that scripts and styles may come from (remote entries deployed elsewhere). */
  assetOrigins: string[];
  /** Origins besides 'self' that images may come from (IMAGE_ORIGINS: the hosts of players' photos we name). */
  imageOrigins: string[];
}

/**
 * The site's policy. Scripts and style sheets come from our origin (and the named asset origins) only; the <style>
 * elements styled-components adds at run time are allowed by the page's nonce (see page-nonce.ts), never by
 * 'unsafe-inline'. React's style props are set through the CSSOM, which style-src does not govern.
 */
export function contentSecurityPolicy({ authOrigins, assetOrigins, imageOrigins }: SecurityHeaderOptions, styleNonce?: string): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...assetOrigins)}`,
    `style-src ${list(`'self'`, ...assetOrigins, ...(styleNonce ? [`'nonce-${styleNonce}'`] : []))}`,
    // data: is inline image data, fetched from nowhere (the shell's empty favicon).
    `img-src ${list(`'self'`, 'data:', ...imageOrigins)}`,
    `connect-src ${list(`'self'`, ...authOrigins, ...assetOrigins)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `form-action ${list(`'self'`, ...authOrigins)}`,
  ].join('; ');
}

/**
 * Sets the site's security headers on an answer (Koa's and the gateway's proxied reads alike), before anything else
 * answers: a proxied upstream that sends its own value for one of them (Keycloak's pages do) keeps it, because the
 * upstream's headers are applied later. Strict-Transport-Security only over https.
 */
export function securityHeaderSetter(options: SecurityHeaderOptions): (res: http.ServerResponse, secure: boolean) => void {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  return (res, secure) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // Only meaningful (and only honoured) over https, i.e. behind a TLS-terminating proxy the gateway trusts.
    if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** Koa's security headers: securityHeaderSetter for every answer. */
export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const setHeaders = securityHeaderSetter(options);
  return async (ctx, next) => {
    setHeaders(ctx.res, ctx.secure);
    await next();
  };
}
