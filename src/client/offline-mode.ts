/**
 * Registers the worksite offline mode's worker (decision 171), scope `/`, or, with the operators'
 * kill switch (`SERVICE_WORKER=off`), unregisters any the browser still has. `updateViaCache:
 * 'none'`: the browser asks the server for `/sw.js` on every check, so a new build is seen on the
 * next navigation.
 */
export async function startOfflineMode(enabled: boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    if (enabled) {
      await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    } else {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    }
  } catch (error) {
    // A browser that refuses workers (private mode, a policy) browses online as before.
    console.warn('offline mode unavailable:', error);
  }
}
