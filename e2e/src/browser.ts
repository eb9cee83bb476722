// The browser tests' Chromium session lives with the other test helpers in tools (e2e depends on tools, not the reverse).
export { launchBrowser, type BrowserSession } from '@padel/tools/testing/browser';
