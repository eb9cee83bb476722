// Every test renders with this front end's catalogs (both languages) preloaded. A global, not an import of
// @padel/platform/testing: setup files run before jest's globals exist, and testing-library registers its cleanup
// when first imported.
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';

Object.assign(globalThis, { padelTestCatalogs: { en, ar } });
