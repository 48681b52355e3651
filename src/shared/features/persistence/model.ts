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

const persistedKeys = new Set<string>();

/**
 * Registers a slice: restored when persistence starts, saved on each change after that. Two
 * slices under one key would overwrite each other's saved value, so the second one throws.
 */
export function persistSlice<T>(slice: PersistedSlice<T>): void {
  if (persistedKeys.has(slice.key)) throw new Error(`Two persisted slices use the storage key "${slice.key}"`);
  persistedKeys.add(slice.key);
  const restoreFx = createEffect<SliceStorage, T | undefined>((storage) => readSlice(storage, slice));
  // A full or disabled storage fails this effect; the visit goes on unpersisted.
  const saveFx = createEffect(({ storage, value }: { storage: SliceStorage; value: T }) => writeSlice(storage, slice, value));

  sample({ clock: persistenceStarted, target: restoreFx });
  sample({
    clock: restoreFx.doneData,
    filter: (value): value is T => value !== undefined,
    target: slice.restore as EventCallable<T>,
  });
  sample({
    clock: slice.source.updates,
    source: $storage,
    filter: (storage) => storage !== null,
    fn: (storage, value) => ({ storage: storage!, value }),
    target: saveFx,
  });
}
