/** Favourites (spec §4): toggling adds a product if absent and removes it if present; no duplicates. */
import { createEvent, createStore, sample } from 'effector';

export const favoriteToggled = createEvent<number>();

export const $favoriteIds = createStore<readonly number[]>([], { sid: 'favorites/$favoriteIds' });
export const $hasFavorites = $favoriteIds.map((ids) => ids.length > 0);

sample({
  clock: favoriteToggled,
  source: $favoriteIds,
  fn: (ids, productId) => (ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId]),
  target: $favoriteIds,
});
