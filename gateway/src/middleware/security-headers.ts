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
 * Sets the site's security headers before anything else answers. A proxied upstream that sends its own
 * value for one of them (Keycloak's pages do) keeps it, because the upstream's headers are applied later.
 */
export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const csp = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    // Only meaningful (and only honoured) over https, i.e. behind a TLS-terminating proxy the gateway trusts.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
