// Cache rules shared by the gateway and each front end's container (serve-static.ts), so nothing but Node is imported.
import path from 'node:path';

/** `name.<hex hash>.ext` or `name-<hex hash>.ext` as emitted by webpack's [contenthash]. */
const contentHashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const immutableCaching = 'public, max-age=31536000, immutable';
export const revalidateCaching = 'no-cache';

/**
 * Content-hashed files never change under their name: cached for a year. Entry points (`index.html`,
 * `remoteEntry.js`) and anything else unhashed are revalidated on every use (ETag / Last-Modified).
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.html')) return revalidateCaching;
  return contentHashedName.test(name) ? immutableCaching : revalidateCaching;
}
