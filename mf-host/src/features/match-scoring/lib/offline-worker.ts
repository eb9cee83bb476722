/** The organizers' pages are the worker's scope: a reload of the scoring screen without a network still opens it. */
export const OFFLINE_SCOPE = '/host-dashboard/';

/** How long the worker may take to keep what the page loaded. */
const KEEP_TIMEOUT_MS = 20_000;

/**
 * Registers the site's service worker (decision 196) and hands it what this page loaded before the worker controlled
 * it (its scripts, texts, the config and the page itself), so that all of it is kept at once; what the page loads
 * later goes through the worker and is kept as it comes. True once all of it is kept; false where service workers
 * are missing or something could not be kept.
 */
export async function keepScoringOffline(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: OFFLINE_SCOPE });
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const kept = new Promise<boolean>((resolve) => {
      const onMessage = (event: MessageEvent<{ type?: string; complete?: boolean }>) => {
        if (event.data?.type !== 'kept') return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        resolve(event.data.complete === true);
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      setTimeout(() => resolve(false), KEEP_TIMEOUT_MS);
    });
    registration.active?.postMessage({ type: 'keep', page: window.location.href, urls: [window.location.href, ...loaded] });
    return await kept;
  } catch (error) {
    console.warn('The scoring screen cannot be kept for offline use', error);
    return false;
  }
}
