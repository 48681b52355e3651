/**
 * Persistence of client state slices to the browser's storage. Nothing happens until
 * `persistenceStarted` gives the storage: the server never persists, and the browser starts
 * only after hydration (see start-persistence.ts), so the first client render always matches
 * the server's. Then each slice's saved value is restored and every later change saved.
 */
import { createEffect, createEvent, createStore, sample, type EventCallable } from 'effector';
import { readSlice, writeSlice, type PersistedSlice, type SliceStorage } from './persisted-slice.ts';

export const persistenceStarted = createEvent<SliceStorage>();

const $storage = createStore<SliceStorage | null>(null, { sid: 'persistence/$storage', serialize: 'ignore' });
sample({ clock: persistenceStarted, target: $storage });

/** The registered slices, by storage key. */
const persistedSlices = new Map<string, PersistedSlice<unknown>>();

// One effect reads every slice and one writes any of them: an effect is some ten units, and a
// dozen of them were most of this module's evaluation on a phone's first visit (bench/README.md).
// Reading never fails (an unreadable entry reads as nothing, readSlice).
const restoreFx = createEffect((storage: SliceStorage): ReadonlyMap<string, unknown> => {
  const saved = new Map<string, unknown>();
  for (const [key, slice] of persistedSlices) saved.set(key, readSlice(storage, slice));
  return saved;
});
sample({ clock: persistenceStarted, target: restoreFx });

// A full or disabled storage fails this effect; the visit goes on unpersisted.
const saveFx = createEffect(({ storage, slice, value }: { storage: SliceStorage; slice: PersistedSlice<unknown>; value: unknown }) =>
  writeSlice(storage, slice, value),
);

/**
 * Registers a slice: restored when persistence starts, saved on each change after that. Two
 * slices under one key would overwrite each other's saved value, so the second one throws.
 */
export function persistSlice<T>(slice: PersistedSlice<T>): void {
  if (persistedSlices.has(slice.key)) throw new Error(`Two persisted slices use the storage key "${slice.key}"`);
  persistedSlices.set(slice.key, slice as PersistedSlice<unknown>);

  sample({
    clock: restoreFx.doneData,
    filter: (saved) => saved.get(slice.key) !== undefined,
    fn: (saved) => saved.get(slice.key) as T,
    target: slice.restore as EventCallable<T>,
  });
  sample({
    clock: slice.source.updates,
    source: $storage,
    filter: (storage) => storage !== null,
    fn: (storage, value) => ({ storage: storage!, slice: slice as PersistedSlice<unknown>, value }),
    target: saveFx,
  });
}
