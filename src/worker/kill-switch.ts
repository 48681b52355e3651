/**
 * The operators' kill switch (decision 171): served at `/sw.js` instead of the offline worker
 * while `SERVICE_WORKER=off`. The browser installs it as the next version of the worker, so it
 * replaces the offline worker everywhere it was installed: it deletes the offline caches and
 * unregisters itself. It answers no request; pages stop registering a worker at all.
 */
import { offlineCachePrefix } from '../shared/kernel/offline/offline-caches.ts';
import { workerScope } from './worker-scope.ts';

workerScope.addEventListener('install', () => {
  void workerScope.skipWaiting();
});

workerScope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith(offlineCachePrefix));
      await Promise.all(names.map((name) => caches.delete(name)));
      await workerScope.registration.unregister();
    })(),
  );
});
