import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReadFrontEndFile } from './first-screen';

/** A front end as the gateway mounts it: at `prefix`, from its dist directory or proxied to its own static server. */
export interface MountedFrontEnd {
  prefix: string;
  root: string;
  upstream?: string;
}

async function fetchText(url: string, timeoutMs: number): Promise<string | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * Reads a front end's file by its public URL, as a browser would get it: an absolute URL from its server, a path on
 * this site from the front end mounted there (its directory, or its upstream). Undefined when there is no such file.
 */
export function frontEndFileReader(frontEnds: MountedFrontEnd[], timeoutMs: number): ReadFrontEndFile {
  return async (url) => {
    if (/^https?:\/\//i.test(url)) return fetchText(url, timeoutMs);
    const frontEnd = frontEnds.find(({ prefix }) => url.startsWith(`${prefix}/`));
    if (!frontEnd) return undefined;
    const relative = url.slice(frontEnd.prefix.length);
    if (frontEnd.upstream) return fetchText(new URL(relative, frontEnd.upstream).href, timeoutMs);
    try {
      return await fs.readFile(path.join(frontEnd.root, relative), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}
