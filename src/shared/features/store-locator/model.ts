/**
 * The visitor's position for the store locator ('use my location'): asked from the browser
 * only when the visitor clicks, kept for the visit, never sent anywhere.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { trackAsLongWork } from '../loading/model.ts';
import type { LatLng } from './distance.ts';

export const GEOLOCATION_TIMEOUT_MS = 10_000;

export const locateVisitorFx = createEffect(
  () =>
    new Promise<LatLng>((resolve, reject) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        reject(new Error('geolocation unavailable'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(new Error(error.message || 'geolocation refused')),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
      );
    }),
);
// Finding the visitor can take seconds: the global flag shows they should wait.
trackAsLongWork(locateVisitorFx);

export const visitorPositionCleared = createEvent();

export const $visitorPosition = createStore<LatLng | null>(null, { sid: 'store-locator/$visitorPosition', serialize: 'ignore' });
export const $geolocationFailed = createStore(false, { sid: 'store-locator/$geolocationFailed', serialize: 'ignore' });

sample({ clock: locateVisitorFx.doneData, target: $visitorPosition });
sample({ clock: visitorPositionCleared, fn: () => null, target: $visitorPosition });
sample({ clock: locateVisitorFx, fn: () => false, target: $geolocationFailed });
sample({ clock: locateVisitorFx.fail, fn: () => true, target: $geolocationFailed });
