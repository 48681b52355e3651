/**
 * Whether this browser holds anything of the visitor's own that every page shows (the session in
 * the header, the favourites and the comparison in its counters and the cards' switches), read
 * straight from storage by the islands' starter before any model has loaded: a first visit, or a
 * visitor whose lists are empty, sees the page as served, and its counters and switches need not
 * wake (src/shared/app/islands.ts). The cart and the order show on the account's pages only,
 * whose islands wake anyway; the chosen language is the server's to act on.
 */
import { KEY_PREFIX } from './persisted-slice.ts';

/** What each slice (slices.ts) holds when it has something to show; read loosely: persistence checks the shape. */
const shownEverywhere: ReadonlyArray<readonly [key: string, showsSomething: (value: unknown) => boolean]> = [
  ['auth', (value) => typeof value === 'object' && value !== null && (value as { user?: unknown }).user != null],
  ['favorites', (value) => Array.isArray(value) && value.length > 0],
  ['comparator', (value) => typeof value === 'object' && value !== null && Array.isArray((value as { ids?: unknown }).ids) && (value as { ids: unknown[] }).ids.length > 0],
];

/** Read once per page: the islands that ask are many (every card), the answer is one. */
let saved: boolean | undefined;

export function hasSavedLists(): boolean {
  saved ??= readSavedLists();
  return saved;
}

/** Reads again (a prerendered page shown later: another page may have saved since); true when the answer changed. */
export function savedListsChanged(): boolean {
  const before = saved;
  saved = readSavedLists();
  return saved !== before;
}

function readSavedLists(): boolean {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return false;
  }
  return shownEverywhere.some(([key, showsSomething]) => {
    try {
      const entry: unknown = JSON.parse(storage.getItem(`${KEY_PREFIX}${key}`) ?? 'null');
      return typeof entry === 'object' && entry !== null && showsSomething((entry as { value?: unknown }).value);
    } catch {
      // An entry that does not read is one persistence drops when it starts: as good as nothing.
      return false;
    }
  });
}
