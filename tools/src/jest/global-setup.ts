import { ensureEngines } from '../engines';

/**
 * Makes sure the real test engines run and exports their settings to the test workers. Engines this
 * starts are left running for the next run (npm test, which owns its engines, stops them at the end;
 * after a workspace-only run, `npm run engines -- down test` stops them).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.PADEL_ENGINES_READY === '1') return;
  const engines = await ensureEngines('test');
  Object.assign(process.env, engines.env, { PADEL_ENGINES_READY: '1' });
}
