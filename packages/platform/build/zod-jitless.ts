import { config } from 'zod';

// zod probes `new Function` whenever it builds an object schema; the CSP forbids eval (script-src 'self') and the
// browser reports the attempt although zod catches it. contracts-browser.ts loads this module before any schema.
config({ jitless: true });
