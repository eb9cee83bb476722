// The shell provides every shared module eagerly (decision 174), so its code is already on the page. It is evaluated
// in steps, the browser getting the main thread back between them (decision 175): evaluated at once, it was one task
// of about 700 ms on a throttled phone, during which the page could not respond. Only shared modules are named here:
// they are bundled whole anyway, where an import of another package (zod) would keep all of it.
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** The shared modules evaluated one step each, before the shell's own code. */
const STEPS: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'react-intl'),
  () => import(/* webpackMode: "eager" */ '@padel/ui-kit'),
  () => import(/* webpackMode: "eager" */ '@padel/platform'),
];

async function start(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await bootstrap(root);
}

start().catch((error: unknown) => console.error('The shell failed to start', error));
