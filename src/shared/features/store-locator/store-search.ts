/** The visitor's search: a city (or a store's name or address), accents and case ignored. */
import type { StoreLocation } from '../../kernel/api/entities/content.ts';
import { foldedText as folded } from '../../kernel/format/folded-text.ts';

export function searchStores<T extends StoreLocation>(stores: readonly T[], text: string): T[] {
  const wanted = folded(text);
  if (wanted === '') return [...stores];
  return stores.filter((store) => [store.city, store.name, store.address].some((field) => folded(field).includes(wanted)));
}

export function citiesOf(stores: readonly StoreLocation[]): string[] {
  return [...new Set(stores.map((store) => store.city))].sort((a, b) => a.localeCompare(b));
}
