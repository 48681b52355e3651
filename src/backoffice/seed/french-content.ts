import { contentSeeds } from './content-seeds.ts';
import { frenchContent } from './fr/index.ts';
import type { FrenchContent } from './seed-french-content.ts';

/** The French editorial content: each content resource's French documents (content-seeds.ts), menus and settings by code. */
export const frenchEditorialContent: FrenchContent = {
  documents: Object.fromEntries(Object.entries(contentSeeds).map(([resource, seed]) => [resource, seed.french])),
  // seed/fr/ keys menus by `{target}:{code}`; the code alone names a menu (menu_pro, menu_part, …).
  menus: Object.fromEntries(Object.entries(frenchContent.menus).map(([key, items]) => [key.slice(key.indexOf(':') + 1), items])),
  settings: Object.fromEntries(Object.entries(frenchContent.settings).flatMap(([code, values]) => (values === undefined ? [] : [[code, values]]))),
};
