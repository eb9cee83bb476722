import { FirstScreenManifest, matchesRoute, remoteOwningPath, type FirstScreenFile, type RemoteLocations } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';

/** The file each front end's build writes beside its entry (decision 164). */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** How long a read manifest is used before it is read again (a redeployed front end is seen within this). */
export const FIRST_SCREEN_REFRESH_MS = 30_000;

/** Reads a front end's file by its public URL (a path on this site or an absolute URL); undefined when absent. */
export type ReadFrontEndFile = (url: string) => Promise<string | undefined>;

/** What a page's first screen asks for from the shell and from the micro-frontend its path shows. */
export function firstScreenFiles(
  shell: FirstScreenManifest | undefined,
  remote: FirstScreenManifest | undefined,
  pathname: string,
  language: string,
): string[] {
  if (!remote) return [];
  const providedByShell = new Set(shell?.provides ?? []);
  const routes = Object.keys(remote.pages).filter((route) => route !== '*');
  const route = routes.find((candidate) => matchesRoute(candidate, pathname)) ?? '*';
  const entries: FirstScreenFile[] = [
    ...(shell?.catalogs[language] ?? []),
    ...remote.expose,
    ...(remote.catalogs[language] ?? []),
    ...(remote.pages[route] ?? []),
  ];
  const files = entries.filter((entry) => !entry.shared || !providedByShell.has(entry.shared)).map((entry) => entry.file);
  return [...new Set(files)];
}

/** The manifest's URL beside an entry file: `/mf/public/remoteEntry.js` → `/mf/public/first-screen.json`. */
export function manifestUrlBeside(entryUrl: string): string {
  return `${entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)}${FIRST_SCREEN_FILE}`;
}

interface Cached {
  manifest: FirstScreenManifest | undefined;
  /** When the last read ended; undefined until the first has. */
  readAt?: number;
  reading?: Promise<void>;
}

/**
 * The files to preload on a page (decision 164): the manifests of the shell and of each micro-frontend, read when
 * first needed and again once older than `refreshMs`. A page never waits for a refresh, only for a manifest's first
 * read. A manifest that cannot be read or is not valid gives no preloads (logged): the page then loads as before.
 */
export function createFirstScreenPreloads({
  read,
  remotes,
  logger,
  refreshMs = FIRST_SCREEN_REFRESH_MS,
  now = Date.now,
}: {
  read: ReadFrontEndFile;
  remotes: RemoteLocations;
  logger: Logger;
  refreshMs?: number;
  now?: () => number;
}): (pathname: string, language: string) => Promise<string[]> {
  const cache = new Map<string, Cached>();

  const load = (url: string, cached: Cached): Promise<void> =>
    (cached.reading ??= (async () => {
      try {
        const text = await read(url);
        cached.manifest = text === undefined ? undefined : FirstScreenManifest.parse(JSON.parse(text));
        if (text === undefined) logger.warn({ url }, 'first-screen manifest not found: the page preloads no chunks of it');
      } catch (error) {
        cached.manifest = undefined;
        logger.warn({ url, err: error }, 'first-screen manifest unreadable: the page preloads no chunks of it');
      } finally {
        cached.readAt = now();
        cached.reading = undefined;
      }
    })());

  const manifestAt = async (url: string): Promise<FirstScreenManifest | undefined> => {
    let cached = cache.get(url);
    if (!cached) {
      cached = { manifest: undefined };
      cache.set(url, cached);
    }
    if (cached.readAt === undefined) await load(url, cached);
    else if (now() - cached.readAt >= refreshMs) void load(url, cached);
    return cached.manifest;
  };

  return async (pathname, language) => {
    const [shell, remote] = await Promise.all([
      manifestAt(`/${FIRST_SCREEN_FILE}`),
      manifestAt(manifestUrlBeside(remotes[remoteOwningPath(pathname)])),
    ]);
    return firstScreenFiles(shell, remote, pathname, language);
  };
}
