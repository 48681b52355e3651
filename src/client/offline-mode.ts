/**
 * Registers the worksite offline mode's worker (decision 171), scope `/`, or, with the operators'
 * kill switch (`SERVICE_WORKER=off`), has the browser fetch it at once for the worker it still has. `updateViaCache:
 * 'none'`: the browser asks the server for `/sw.js` on every check, so a new build is seen on the
 * next navigation.
 */
import { offlineCachePrefix, serviceWorkerPath } from '../shared/kernel/offline/offline-caches.ts';
import { offlineWorkerSwitch } from '../shared/kernel/offline/worker-switch.ts';
import { showOfflineIndicator } from './offline-indicator.ts';

async function startOfflineMode(enabled: boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (enabled) showOfflineIndicator();
  try {
    if (enabled) {
      await navigator.serviceWorker.register(serviceWorkerPath, { scope: '/', updateViaCache: 'none' });
    } else {
      // The kill switch does the work: installed as the registration's next worker, it takes over
      // the pages the old one controls (which would otherwise refill the caches until they are
      // left), deletes the caches and unregisters. Without a registration, only caches may be left.
      const registrations = await navigator.serviceWorker.getRegistrations();
      for (const registration of registrations) await registration.update();
      if (registrations.length === 0) {
        for (const name of await caches.keys()) if (name.startsWith(offlineCachePrefix)) await caches.delete(name);
      }
    }
  } catch (error) {
    // A browser that refuses workers (private mode, a policy) browses online as before.
    console.warn('offline mode unavailable:', error);
  }
}

// Started by being imported (when-idle.ts), as the page state says; the message-area test
// imports it in Node, where there is no page state.
const switchedOn = offlineWorkerSwitch();
if (switchedOn !== undefined) void startOfflineMode(switchedOn);
