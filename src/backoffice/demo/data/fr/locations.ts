import type { StoreLocation } from '../../../../shared/kernel/api/contract.ts';
import { storeLocations } from '../locations.ts';
import { frenchCityNames } from './reference-lists.ts';
import type { FrenchDocument } from './types.ts';
import { frenchSpacing } from './typography.ts';

/** Opening hours in French, by the English text (set in French spacing below: "8 h" is a measure). */
const openingHours: Record<string, string> = {
  'Mon–Sat 8:00–18:00': 'Du lundi au samedi, 8 h – 18 h',
  'Sat–Thu 8:00–20:00': 'Du samedi au jeudi, 8 h – 20 h',
};

/** Stores and distributors by id: names and addresses stay, cities and opening hours are in French. */
export const frenchStoreLocations: Record<number, FrenchDocument<StoreLocation>> = Object.fromEntries(
  storeLocations.map((location) => [
    location.id,
    {
      body: {
        ...location,
        city: frenchCityNames[location.city] ?? location.city,
        opening_hours: frenchSpacing(openingHours[location.opening_hours] ?? location.opening_hours),
      },
    },
  ]),
);
