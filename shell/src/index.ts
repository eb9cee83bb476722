import { config } from 'zod';

// Before any schema parses, for every bundle (zod keeps its settings on globalThis): zod's probe of `new Function`, which
// the Content-Security-Policy forbids (script-src 'self'), would be reported as a violation although zod catches it.
config({ jitless: true });

// Async boundary: module federation negotiates the shared modules before the app code runs.
import('./bootstrap')
  .then(({ bootstrap }) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing from index.html');
    return bootstrap(root);
  })
  .catch((error: unknown) => console.error('The shell failed to start', error));
