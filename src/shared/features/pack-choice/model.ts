/**
 * The pack size chosen on a product page, shared by the pack picker and the gallery (two islands
 * of the page: the packshot follows the pack). Unset, the product's first pack is shown, as the
 * server renders it.
 */
import { createEvent, createStore, sample } from 'effector';

export const packChosen = createEvent<string>();

/** The chosen pack's reference. */
export const $chosenPackReference = createStore<string | null>(null, { sid: 'pack-choice/$chosenPackReference', serialize: 'ignore' });

sample({ clock: packChosen, target: $chosenPackReference });
