/** Favourites (spec §4): toggling adds a product if absent and removes it if present; no duplicates. */
import { createEvent, createStore, sample } from 'effector';
import { persistenceStarted } from '../persistence/model.ts';

export const favoriteToggled = createEvent<number>();

export const $favoriteIds = createStore<readonly number[]>([], { sid: 'favorites/$favoriteIds' });
export const $hasFavorites = $favoriteIds.map((ids) => ids.length > 0);

sample({
  clock: favoriteToggled,
  source: $favoriteIds,
  fn: (ids, productId) => (ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId]),
  target: $favoriteIds,
});

/**
 * Whether the saved lists (favourites and compare list) have been read back from the browser's
 * storage. It lives in this model, which every page loads, so a page module loaded later (the
 * favourites or comparator page) still knows that persistence has started.
 */
export const $savedListsRestored = createStore(false, { sid: 'favorites/$savedListsRestored', serialize: 'ignore' });
sample({ clock: persistenceStarted, fn: () => true, target: $savedListsRestored });
