// The box itself, shown and used in Chromium: tests/e2e/offline.test.ts.
import { afterEach, expect, test, vi } from 'vitest';
import { offlineWorkerRegistered } from '../../../src/shared/features/offline/keep-for-worksite.tsx';
import { offlineWorkerSwitch } from '../../../src/shared/kernel/offline/worker-switch.ts';

afterEach(() => vi.unstubAllGlobals());

const workers = (registration: ServiceWorkerRegistration | undefined | Error) => ({
  getRegistration: vi.fn(async () => {
    if (registration instanceof Error) throw registration;
    return registration;
  }),
});

test('"keep for the worksite" is offered only with the worker switched on and registered, and never waits for one', async () => {
  const registered = workers({} as ServiceWorkerRegistration);
  expect(await offlineWorkerRegistered(true, registered)).toBe(true);
  // No registration: answered at once (`navigator.serviceWorker.ready` would wait forever).
  expect(await offlineWorkerRegistered(true, workers(undefined))).toBe(false);
  expect(await offlineWorkerRegistered(true, workers(new DOMException('refused', 'SecurityError')))).toBe(false);
  expect(await offlineWorkerRegistered(true, undefined)).toBe(false);
  // The kill switch: a registration still there is the kill switch's to remove, not one to keep pages with.
  const killSwitched = workers({} as ServiceWorkerRegistration);
  expect(await offlineWorkerRegistered(false, killSwitched)).toBe(false);
  expect(killSwitched.getRegistration).not.toHaveBeenCalled();
});

test("the switch is the page config's serviceWorker flag from the hydration state, unknown without one", () => {
  expect(offlineWorkerSwitch()).toBeUndefined();
  vi.stubGlobal('__CATALOGUE_STATE__', { config: { serviceWorker: false } });
  expect(offlineWorkerSwitch()).toBe(false);
  vi.stubGlobal('__CATALOGUE_STATE__', { config: { serviceWorker: true } });
  expect(offlineWorkerSwitch()).toBe(true);
});
