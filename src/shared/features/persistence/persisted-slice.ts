/**
 * A slice of client state kept in the browser's storage across visits (spec §3 "Persisted"),
 * under its own key with a version: an entry of another version, or one that does not read
 * back as the slice's shape, is dropped and the slice keeps its default.
 */
import type { EventCallable, Store, StoreWritable } from 'effector';

/** The part of `Storage` persistence uses; tests pass an in-memory one. */
export type SliceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistedSlice<T> {
  /** The storage key, unique per slice. */
  readonly key: string;
  /** Bumped when the stored shape changes: older entries are dropped, never misread. */
  readonly version: number;
  /** What is saved, on every change. */
  readonly source: Store<T>;
  /** Where a saved value goes back at the start of a visit. */
  readonly restore: EventCallable<T> | StoreWritable<T>;
  /** The saved value if it has the slice's shape, else undefined. */
  readonly decode: (value: unknown) => T | undefined;
}

/** What every slice's storage key starts with (saved-lists.ts reads them without the slices). */
export const KEY_PREFIX = 'fpc:';

interface Entry {
  readonly version: number;
  readonly value: unknown;
}

export function storageKey(slice: Pick<PersistedSlice<unknown>, 'key'>): string {
  return `${KEY_PREFIX}${slice.key}`;
}

/** The saved value, or undefined after dropping an entry that is unreadable, old or misshapen. */
export function readSlice<T>(storage: SliceStorage, slice: PersistedSlice<T>): T | undefined {
  const key = storageKey(slice);
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  const value = decodeEntry(text, slice);
  if (value === undefined) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage that cannot be written is storage without persistence; the visit goes on.
    }
  }
  return value;
}

function decodeEntry<T>(text: string, slice: PersistedSlice<T>): T | undefined {
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof entry !== 'object' || entry === null || (entry as Entry).version !== slice.version) return undefined;
  try {
    return slice.decode((entry as Entry).value);
  } catch {
    return undefined;
  }
}

export function writeSlice<T>(storage: SliceStorage, slice: PersistedSlice<T>, value: T): void {
  const entry: Entry = { version: slice.version, value };
  storage.setItem(storageKey(slice), JSON.stringify(entry));
}
