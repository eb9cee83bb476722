/** The organizers' pages are the worker's scope: a reload of the scoring screen without a network still opens it. */
export const OFFLINE_SCOPE = '/host-dashboard/';

/**
 * Registers the site's service worker (decision 196) and hands it what this page loaded before the worker controlled
 * it (its scripts, texts, the config and the page itself), so that all of it is kept at once; what the page loads
 * later goes through the worker and is kept as it comes. Nothing happens where service workers are missing.
 */
export async function keepScoringOffline(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: OFFLINE_SCOPE });
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({ type: 'keep', page: window.location.href, urls: [window.location.href, ...loaded] });
  } catch (error) {
    console.warn('The scoring screen cannot be kept for offline use', error);
  }
}
