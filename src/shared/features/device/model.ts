/**
 * The visitor's device class (spec §3 "device flags", §4). The server cannot know the width, so
 * every render starts as desktop; the browser measures after hydration and on resize.
 */
import { createEvent, createStore, sample } from 'effector';
import { compareLimitChanged, compareLimits } from '../comparator/model.ts';
import { deviceClassOf, isMobileDevice, type DeviceClass } from './device-class.ts';

export const viewportMeasured = createEvent<number>();

export const $device = createStore<DeviceClass>('desktop', { sid: 'device/$device' });
export const $isMobile = $device.map(isMobileDevice);

sample({ clock: viewportMeasured, fn: deviceClassOf, target: $device });

// Only three products fit side by side on a small screen (spec §9).
sample({
  clock: $isMobile.updates,
  fn: (mobile) => (mobile ? compareLimits.mobile : compareLimits.desktop),
  target: compareLimitChanged,
});
