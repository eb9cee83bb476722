import { z } from 'zod';

/** A file a first screen asks for; `shared` names the shared module it is the fallback of (asked for when no other container on the page provides it). */
export const FirstScreenFile = z.object({ file: z.string().min(1), shared: z.string().min(1).optional() });
export type FirstScreenFile = z.infer<typeof FirstScreenFile>;

/**
 * `first-screen.json`, written by each front end's build (decision 164) and read by the gateway: the shared modules the
 * container provides, its exposed module's files, each route's page files (by route path; `*` the not-found page) and
 * each language's catalog files, all as the public URLs the browser asks for.
 */
export const FirstScreenManifest = z.object({
  provides: z.array(z.string().min(1)),
  expose: z.array(FirstScreenFile),
  pages: z.record(z.string(), z.array(FirstScreenFile)),
  catalogs: z.record(z.string(), z.array(FirstScreenFile)),
});
export type FirstScreenManifest = z.infer<typeof FirstScreenManifest>;
