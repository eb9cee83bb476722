// Async boundary: module federation negotiates the shared modules before the app code runs (zod is set up by the
// contracts themselves, decision 140: packages/platform/build/contracts-browser.ts).
import('./bootstrap')
  .then(({ bootstrap }) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing from index.html');
    return bootstrap(root);
  })
  .catch((error: unknown) => console.error('The shell failed to start', error));
